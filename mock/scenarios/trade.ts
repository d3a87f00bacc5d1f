import type { ContainerLine, ContainerType, Currency } from '@/contract/common/trade';

import { seededRng, type Rng } from '../core/rand';
import { emptyDb } from '../core/seed';
import { DAY, HOUR, cstDate, startOfCstDay } from '../core/time';
import { demoMember } from '../domains/member/demo-accounts';
import { dictItems, dicts } from '../domains/reference/data-dicts';
import { ports } from '../domains/reference/data-ports';
import { addBid, addTender, awardSeed, laneOf, pickSome, price } from './trade-build';
import { SEED_CARGO, SEED_PODS, SEED_POLS } from './trade-data';
import { DEMO_TENDERS, freshenDemoAward, seedDemoTrade } from './trade-demo';
import { addParty } from './trade-parties';

import type { Db } from '../core/schema';
import type { MemberRow } from '../domains/member/schema';
import type { TenderRow } from '../domains/tender/schema';

export { DEMO_TENDERS };

/** The trade seed's own random stream (the account seed keeps its sequence). */
const TRADE_SEED = 20261121;
export const SEEDED_SHIPPERS = 25;
export const SEEDED_BIDDERS = 20;
export const RANDOM_TENDERS = 290;

const REMARKS = [
  '要求船公司直航，不接受中转。',
  '请报含目的港 THC 的全包价。',
  'Weekly sailing required; please quote all-in rates.',
  '货物需提供熏蒸证明，请在报价中注明。',
  'Transhipment via Singapore or Busan is acceptable.',
  '提货地址在工业园区，需要安排集卡上门。',
];
const carrierDictId = dicts.find((dict) => dict.dictCode === 'carrier')?.dictId;
const CARRIERS = dictItems
  .filter((item) => item.dictId === carrierDictId)
  .map((item) => item.value);
const portName = new Map(ports.map((port) => [port.code, port]));

function randomContainers(rng: Rng, reefer: boolean): ContainerLine[] {
  const types: ContainerType[] = reefer ? ['20RF', '40RF'] : ['20GP', '40GP', '40HQ', '45HQ'];
  const lines = rng.next() < 0.25 ? 2 : 1;
  return pickSome(rng, types, lines).map((type) => ({
    type,
    quantity: rng.next() < 0.7 ? rng.int(1, 5) : rng.int(6, 30),
  }));
}

function randomTender(db: Db, rng: Rng, issuer: MemberRow, base: number): TenderRow {
  const cargo = rng.pick(SEED_CARGO);
  const pol = rng.pick(SEED_POLS);
  const [pod] = rng.pick(SEED_PODS);
  const lcl = cargo.cargoType !== 'reefer' && rng.next() < 0.25;
  const roll = rng.next();
  const status: TenderRow['status'] =
    roll < 0.55 ? 'open' : roll < 0.7 ? 'closed' : roll < 0.92 ? 'awarded' : 'cancelled';
  const deadline =
    status === 'open'
      ? base + rng.int(1, 14) * DAY + rng.int(10, 18) * HOUR
      : base - rng.int(1, 25) * DAY + rng.int(10, 18) * HOUR;
  const createdAt = Math.min(deadline, base) - rng.int(1, 8) * DAY - rng.int(0, 12) * HOUR;
  const polPort = portName.get(pol);
  const podPort = portName.get(pod);
  const english = rng.next() < 0.3;
  const kind = lcl ? 'LCL' : 'FCL';
  const title = english
    ? `${cargo.en}, ${polPort?.nameEn} to ${podPort?.nameEn} (${kind})`
    : `${polPort?.name}至${podPort?.name}${lcl ? '拼箱' : '整箱'}运输 - ${cargo.zh}`;
  const currency: Currency = rng.next() < 0.7 ? 'USD' : 'CNY';
  const containers = lcl ? [] : randomContainers(rng, cargo.cargoType === 'reefer');
  const volume = lcl ? (rng.int(1500, 28000) / 1000).toString() : undefined;
  const [rate] = laneOf(pod);
  const estimate = lcl
    ? (rate / 55) * Number(volume) + 80
    : containers.reduce((sum, line) => sum + line.quantity * rate * 1.15, 0);
  return addTender(db, issuer, {
    title,
    shipmentType: kind,
    pol,
    pod,
    containers,
    ...(lcl
      ? {
          volumeCbm: volume,
          weightKg: String(Math.round(Number(volume) * rng.int(150, 400))),
          packages: rng.int(8, 240),
        }
      : {}),
    cargoName: english ? cargo.en : cargo.zh,
    cargoType: cargo.cargoType,
    ...(rng.next() < 0.8 ? { hsCode: cargo.hsCode } : {}),
    incoterm: rng.pick(['FOB', 'FOB', 'FCA', 'CIF', 'CFR', 'EXW', 'DAP']),
    readyDate: cstDate(deadline + rng.int(3, 21) * DAY),
    bidDeadline: deadline,
    currency,
    ...(rng.next() < 0.6 ? { budget: price(Math.ceil(estimate / 100) * 100, currency) } : {}),
    ...(rng.next() < 0.4 ? { remarks: rng.pick(REMARKS) } : {}),
    attachments: [],
    status: status === 'open' ? 'open' : 'closed',
    createdAt,
    ...(status === 'open' ? {} : { closedAt: deadline }),
  });
}

function randomBids(
  db: Db,
  rng: Rng,
  tender: TenderRow,
  pool: MemberRow[],
  status: string,
  base: number,
): void {
  const [min, max] =
    status === 'open'
      ? [0, 6]
      : status === 'cancelled'
        ? [0, 3]
        : status === 'awarded'
          ? [2, 6]
          : [1, 5];
  const bidders = pickSome(rng, pool, rng.int(min, max));
  const end = Math.min(tender.bidDeadline, base) - HOUR;
  const bids = bidders.map((bidder) => {
    const currency: Currency =
      rng.next() < 0.7 ? tender.currency : rng.pick(['USD', 'CNY', 'EUR'] as const);
    const createdAt =
      tender.createdAt +
      HOUR +
      Math.floor(rng.next() * Math.max(HOUR, end - tender.createdAt - HOUR));
    const withdrawn = status !== 'awarded' && rng.next() < 0.1;
    return addBid(db, tender, bidder, {
      currency,
      factor: 0.82 + rng.int(0, 40) / 100,
      carrier: rng.pick(CARRIERS),
      createdAt,
      ...(withdrawn ? { status: 'withdrawn' as const, updatedAt: createdAt + 3 * HOUR } : {}),
    });
  });
  if (status === 'awarded') {
    const winner = rng.pick(bids);
    const at = Math.min(tender.bidDeadline + rng.int(2, 48) * HOUR, base - HOUR);
    awardSeed(db, tender, winner, at, rng.next() < 0.88 ? 'paid' : 'cancelled', rng.int(3, 25));
  } else if (status === 'cancelled') {
    for (const bid of bids) if (bid.status === 'submitted') bid.status = 'lost';
    Object.assign(tender, {
      status: 'cancelled',
      cancelledAt: Math.min(tender.bidDeadline, base - HOUR),
    });
    delete tender.closedAt;
  }
}

function generate(
  db: Db,
  demo: Record<'shipper' | 'forwarder' | 'consolidator', MemberRow>,
  now: number,
): void {
  const rng = seededRng(TRADE_SEED);
  const base = startOfCstDay(now);
  const shippers = Array.from({ length: SEEDED_SHIPPERS }, (_, index) =>
    addParty(db, rng, index, 'shipper', base),
  );
  const bidders = Array.from({ length: SEEDED_BIDDERS }, (_, index) =>
    addParty(db, rng, index, 'bidder', base),
  );
  const forwarders = bidders.filter((member) => member.userType === 2);
  const consolidators = bidders.filter((member) => member.userType === 3);
  seedDemoTrade(db, { ...demo, forwarders, consolidators }, now, base);
  const issuers = [...shippers, demo.shipper];
  const fclPool = [...forwarders, demo.forwarder];
  const lclPool = [...forwarders, ...consolidators, demo.forwarder, demo.consolidator];
  for (let index = 0; index < RANDOM_TENDERS; index += 1) {
    const tender = randomTender(db, rng, rng.pick(issuers), base);
    const roll = rng.next();
    const status =
      tender.status === 'open'
        ? 'open'
        : roll < 0.2
          ? 'closed'
          : roll < 0.85
            ? 'awarded'
            : 'cancelled';
    randomBids(db, rng, tender, tender.shipmentType === 'LCL' ? lclPool : fclPool, status, base);
  }
}

/** Nested lists of template rows are shared by every reseed: frozen so a rule cannot change them. */
function freezeNested(template: Db): void {
  const freeze = (list: readonly object[]) => {
    for (const item of list) Object.freeze(item);
    Object.freeze(list);
  };
  for (const tender of Object.values(template.tenders)) freeze(tender.containers);
  for (const bid of Object.values(template.bids)) {
    freeze(bid.freight);
    freeze(bid.surcharges);
  }
  for (const order of Object.values(template.orders)) freeze(order.lines);
}

/** The generated rows of one China-time day: built once, copied row by row on every reseed. */
const templates = new Map<number, Db>();
/** Tests switch between a frozen day and today: a few days are kept. */
const KEPT_DAYS = 3;

/**
 * Tenders, bids, orders and payments: the demo accounts' scenarios (DEMO_TENDERS, ids 5001–5010),
 * then seeded companies' tenders (the demo shipper among the issuers) with bids from seeded
 * forwarders and consolidators and the demo bidders. Deterministic for a given day: dates are
 * relative to 00:00 China time of `now`. Generating takes ~100 ms, so a day's rows are kept and
 * each reseed copies them (a few ms: tests reseed after every test).
 */
export function seedTrade(db: Db, now: number): void {
  const demo = {
    shipper: demoMember(db, 'shipper'),
    forwarder: demoMember(db, 'forwarder'),
    consolidator: demoMember(db, 'consolidator'),
  };
  const base = startOfCstDay(now);
  let source = templates.get(base);
  if (!source) {
    source = emptyDb([0, 0]);
    Object.assign(source.members, Object.fromEntries(Object.values(demo).map((m) => [m.id, m])));
    generate(source, demo, now);
    freezeNested(source);
    if (templates.size >= KEPT_DAYS) templates.delete(templates.keys().next().value as number);
    templates.set(base, source);
  }
  const demoIds = new Set(Object.values(demo).map((member) => member.id));
  for (const member of Object.values(source.members)) {
    if (!demoIds.has(member.id)) db.members[member.id] = { ...member };
  }
  for (const enterprise of Object.values(source.enterprises)) {
    db.enterprises[enterprise.id] = { ...enterprise, services: [...enterprise.services] };
  }
  for (const tender of Object.values(source.tenders)) db.tenders[tender.id] = { ...tender };
  for (const bid of Object.values(source.bids)) db.bids[bid.id] = { ...bid };
  for (const order of Object.values(source.orders)) db.orders[order.orderNo] = { ...order };
  for (const payment of Object.values(source.payments)) {
    db.payments[payment.paymentNo] = { ...payment, requestIds: [...payment.requestIds] };
  }
  Object.assign(db.sequences, source.sequences);
  freshenDemoAward(db, now);
  // Seeded trade companies use members 1101–1299 and enterprises 2101–2299.
  Object.assign(db.sequences, { member: 1300, enterprise: 2300 });
}
