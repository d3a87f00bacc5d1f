import { addDays } from '@/contract/common/calendar';
import type {
  ContainerType,
  FreightLine,
  ShipmentType,
  SurchargeLine,
} from '@/contract/common/trade';
import type { StoredListingStatus, Weekday } from '@/contract/market/types';
import { WEEKDAYS } from '@/contract/market/types';

import { seededRng, type Rng } from '../../core/rand';
import { MINUTE, cstDate } from '../../core/time';
import { dictValues } from './dicts';
import { generateHistory, historyLanes } from './history';
import { LISTING_ID_START, priceRecord } from './rules';

import type { Db } from '../../core/schema';
import type { MemberRow } from '../member/schema';
import type { ListingRow } from './schema';

/** The market's own fixed seed (the trade seed's rng is never touched). */
export const MARKET_SEED = 20260505;
/** Listings seeded: 5001 … 5400. */
export const MARKET_LISTINGS = 400;

const POLS = ['CNSHA', 'CNNGB', 'CNYTN', 'CNSHK', 'CNNSA', 'CNXMN', 'CNTAO', 'CNTXG', 'CNDLC'];

/** Destination → [20GP base price USD, transit days from Shanghai]. */
const PODS: Record<string, [number, number]> = {
  USLAX: [1900, 14],
  USLGB: [1950, 15],
  USSEA: [2100, 13],
  USNYC: [3100, 30],
  USSAV: [3000, 28],
  CAVAN: [2000, 15],
  MXZLO: [2300, 20],
  NLRTM: [1500, 30],
  DEHAM: [1550, 32],
  BEANR: [1500, 31],
  GBFXT: [1600, 33],
  FRLEH: [1600, 32],
  ESVLC: [1700, 26],
  ITGOA: [1750, 28],
  GRPIR: [1650, 24],
  TRAMR: [1900, 27],
  SGSIN: [200, 7],
  MYPKG: [250, 9],
  THLCH: [300, 10],
  VNSGN: [250, 8],
  IDJKT: [350, 11],
  PHMNL: [300, 6],
  JPTYO: [350, 4],
  KRPUS: [200, 3],
  AEJEA: [900, 18],
  SAJED: [1300, 22],
  INNSA: [700, 16],
  AUSYD: [1100, 16],
  AUMEL: [1150, 19],
  NZAKL: [1400, 20],
  BRSSZ: [2800, 38],
  CLSAI: [2600, 32],
  ZADUR: [2200, 26],
  KEMBA: [2000, 22],
  EGPSD: [1600, 20],
};

const REMARKS = [
  '含订舱费，不含目的港费用。',
  'Space guaranteed for bookings made 7 days before the cut-off.',
  '旺季附加费另计，以船公司通知为准。',
  'Free time 14 days at the port of discharge.',
];

const round5 = (value: number) => Math.round(value / 5) * 5;

function pickDays(rng: Rng): Weekday[] {
  const count = rng.int(1, 3);
  const days = new Set<Weekday>();
  while (days.size < count) days.add(rng.pick(WEEKDAYS));
  return [...days].sort((a, b) => a - b);
}

function pricing(rng: Rng, pod: string, shipmentType: ShipmentType) {
  const [base] = PODS[pod] ?? [1000, 20];
  const level = base * (0.85 + rng.next() * 0.3);
  if (shipmentType === 'LCL') {
    const prices: FreightLine[] = [
      { unit: 'cbm', amount: String(Math.max(5, round5(level / 30))) },
    ];
    const surcharges: SurchargeLine[] = [
      { code: 'THC', unit: 'per_cbm', amount: String(rng.int(4, 9)) },
      { code: 'DOC', unit: 'per_bl', amount: String(rng.int(35, 60)) },
    ];
    return { prices, surcharges };
  }
  const types: ContainerType[] = ['20GP', '40GP', '40HQ'];
  if (rng.next() < 0.25) types.push('45HQ');
  if (rng.next() < 0.15) types.push('20RF', '40RF');
  const factor: Record<ContainerType, number> = {
    '20GP': 1,
    '40GP': 1.8,
    '40HQ': 1.85,
    '45HQ': 2.1,
    '20RF': 1.9,
    '40RF': 2.6,
  };
  const prices = types.map((unit) => ({ unit, amount: String(round5(level * factor[unit])) }));
  const surcharges: SurchargeLine[] = [
    { code: 'THC', unit: 'per_container', amount: String(rng.int(90, 160)) },
    { code: 'DOC', unit: 'per_bl', amount: String(rng.int(40, 80)) },
  ];
  if (rng.next() < 0.5) {
    surcharges.push({ code: 'BAF', unit: 'per_container', amount: String(rng.int(50, 250)) });
  }
  if (rng.next() < 0.3) surcharges.push({ code: 'SEAL', unit: 'per_container', amount: '10' });
  return { prices, surcharges };
}

interface Fixture {
  publisher: MemberRow;
  pol: string;
  pod: string;
  carrier: string;
  shipmentType: ShipmentType;
  status: StoredListingStatus;
  /** Days from the seed day: validity window. */
  window: [number, number];
}

/**
 * Seeds the market: 400 listings across real lanes and carriers, published by the seeded type 2/3
 * companies (1101–1299); the demo forwarder (1002) and consolidator (1003) own only the fixtures. Fixtures for pages and
 * tests: 5001 forwarder CNSHA→NLRTM FCL on; 5002 forwarder CNSHA→NLRTM FCL off; 5003 forwarder
 * CNNGB→USLAX FCL expired; 5004 consolidator CNYTN→SGSIN LCL on; 5005 consolidator CNYTN→SGSIN LCL
 * off; 5006 consolidator CNSHK→AEJEA LCL expired. Each listing's price is recorded as published;
 * the lanes with two or more of them get 52 weeks of generated history (history.ts).
 */
export function seedMarket(db: Db, at: number): void {
  const rng = seededRng(MARKET_SEED);
  const today = cstDate(at);
  const carriers = dictValues('carrier');
  const publishers = Object.values(db.members)
    .filter(
      (member) => member.userType !== 1 && Number(member.id) > 1100 && Number(member.id) < 1300,
    )
    .sort((a, b) => Number(a.id) - Number(b.id));
  const forwarder = db.members['1002'];
  const consolidator = db.members['1003'];
  if (!forwarder || !consolidator || carriers.length === 0) return;

  const fixtures: Fixture[] = [
    {
      publisher: forwarder,
      pol: 'CNSHA',
      pod: 'NLRTM',
      carrier: 'COSU',
      shipmentType: 'FCL',
      status: 'on',
      window: [-5, 40],
    },
    {
      publisher: forwarder,
      pol: 'CNSHA',
      pod: 'NLRTM',
      carrier: 'MAEU',
      shipmentType: 'FCL',
      status: 'off',
      window: [-3, 30],
    },
    {
      publisher: forwarder,
      pol: 'CNNGB',
      pod: 'USLAX',
      carrier: 'MSCU',
      shipmentType: 'FCL',
      status: 'on',
      window: [-40, -2],
    },
    {
      publisher: consolidator,
      pol: 'CNYTN',
      pod: 'SGSIN',
      carrier: 'SITC',
      shipmentType: 'LCL',
      status: 'on',
      window: [-2, 45],
    },
    {
      publisher: consolidator,
      pol: 'CNYTN',
      pod: 'SGSIN',
      carrier: 'WHLC',
      shipmentType: 'LCL',
      status: 'off',
      window: [-1, 20],
    },
    {
      publisher: consolidator,
      pol: 'CNSHK',
      pod: 'AEJEA',
      carrier: 'PCIU',
      shipmentType: 'LCL',
      status: 'on',
      window: [-35, -5],
    },
  ];
  const podCodes = Object.keys(PODS);
  for (let index = 0; index < MARKET_LISTINGS; index += 1) {
    const fixture = fixtures[index];
    const publisher = fixture?.publisher ?? rng.pick(publishers);
    const shipmentType: ShipmentType =
      fixture?.shipmentType ?? (publisher.userType === 3 || rng.next() < 0.2 ? 'LCL' : 'FCL');
    const pol = fixture?.pol ?? rng.pick(POLS);
    const pod = fixture?.pod ?? rng.pick(podCodes);
    const start = fixture?.window[0] ?? rng.int(-30, 5);
    const end = fixture?.window[1] ?? start + rng.int(10, 60);
    const id = String(LISTING_ID_START + index + 1);
    const updatedAt = at - (fixture ? (index + 1) * 60 : rng.int(1, 30 * 24 * 60)) * MINUTE;
    const row: ListingRow = {
      id,
      publisherId: publisher.id,
      enterpriseId: publisher.enterpriseId,
      pol,
      pod,
      carrier: fixture?.carrier ?? rng.pick(carriers),
      shipmentType,
      ...pricing(rng, pod, shipmentType),
      currency: 'USD',
      sailingDays: pickDays(rng),
      transitDays: Math.max(2, (PODS[pod]?.[1] ?? 20) + rng.int(-2, 4)),
      validFrom: addDays(today, start),
      validTo: addDays(today, end),
      status: fixture?.status ?? (rng.next() < 0.1 ? 'off' : 'on'),
      createdAt: updatedAt - rng.int(0, 10 * 24 * 60) * MINUTE,
      updatedAt,
    };
    if (rng.next() < 0.4) row.remarks = rng.pick(REMARKS);
    db.listings[id] = row;
  }
  db.sequences.listing = LISTING_ID_START + MARKET_LISTINGS;

  // Each seeded listing's price as published, and the generated history of the seeded lanes
  // (its own seed: the listings above are the same with or without it).
  const rows = Object.values(db.listings);
  const history = generateHistory(historyLanes(rows, today), today);
  for (const row of history.listings) db.pastListings[row.id] = row;
  db.listingPrices = [
    ...rows.map((row) => priceRecord(row, row.createdAt)),
    ...history.prices,
  ].sort((a, b) => a.at - b.at);
}
