/**
 * The demo shipments: the demo shipper's paid freight orders with the demo forwarder or
 * consolidator as payee, one in every state (awaiting booking to delivered) and both kinds of
 * lateness, with real-looking container numbers (ISO 6346 check digits right) and vessels,
 * voyages, ETDs, ETAs and cut-offs taken from the schedules' own services. Times are relative to
 * the seed's "now", as the trade's are. The two demo orders the trade already pays (the
 * forwarder's FCL, the consolidator's LCL) get theirs; the rest come with orders of their own.
 */
import type { ContainerLine } from '@/contract/common/trade';
import { isValidContainerNo } from '@/contract/shipment/container-number';
import { EXPORT_MILESTONES, type MilestoneKind } from '@/contract/shipment/types';

import { textToBase64 } from '../core/base64';
import { nextId, type Db } from '../core/schema';
import { DAY, HOUR, MINUTE, cstDate } from '../core/time';
import { demoMember } from '../domains/member/demo-accounts';
import { portRef } from '../domains/reference/ports';
import {
  SPAN_FROM_DAY,
  cutoffsOf,
  sailingKey,
  services,
  vesselOf,
  voyageOf,
  type SailingKey,
} from '../domains/schedule/generate';
import { openShipment, shipmentNoOf } from '../domains/shipment/creation';
import { milestoneOrder } from '../domains/shipment/milestones';
import { addBid, addTender, awardSeed } from './trade-build';
import { DEMO_TENDERS } from './trade-demo';

import type { MemberRow } from '../domains/member/schema';
import type { OrderRow } from '../domains/order/schema';
import type { DocumentRow, ShipmentRow } from '../domains/shipment/schema';
import type { TenderRow } from '../domains/tender/schema';

type Payee = 'forwarder' | 'consolidator';
type Draft = 'review' | 'changes' | 'again' | 'approved' | 'final' | 'notice';

interface ShipmentPlan {
  /** The state it is seeded in: awaiting booking, or its latest milestone. */
  upTo?: MilestoneKind;
  /** Days from now to the sailing's ETD (the nearest sailing of the lane to it). */
  etdIn: number;
  containers?: string[];
  draft?: Draft;
  /** A corrected gate-in time and a withdrawn (then recorded again) arrival. */
  corrections?: boolean;
  /** Seeded late: its CY cut-off passed without gate-in, or its ETA without arrival. */
  late?: 'cutoff' | 'eta';
}

interface NewPlan extends ShipmentPlan {
  title: string;
  lane: [pol: string, pod: string];
  payee: Payee;
  /** FCL containers, or LCL [volume, weight, packages]. */
  size: ContainerLine[] | [string, string, number];
  cargo: string;
}

/** Real-looking container numbers, each checked by ISO 6346 when the seed runs. */
export const DEMO_CONTAINERS = [
  'CSQU3054383',
  'MSKU9070323',
  'MSCU1234566',
  'OOLU1234567',
  'APZU4812090',
  'TGBU5731235',
  'EITU1234563',
  'MSKU1234565',
] as const;

const [CSQU, MSKU, MSCU, OOLU, APZU, TGBU, EITU, MSKU2] = DEMO_CONTAINERS;

/** The trade's paid demo orders between the demo accounts. */
const EXISTING: Record<string, ShipmentPlan> = {
  [DEMO_TENDERS.awardedPaid]: { upTo: 'booked', etdIn: 6, containers: [CSQU] },
  [DEMO_TENDERS.lclAwardedConsolidator]: { upTo: 'gated_in', etdIn: 2 },
};

const NEW: NewPlan[] = [
  {
    title: '上海至鹿特丹整箱 - 不锈钢厨具',
    lane: ['CNSHA', 'NLRTM'],
    payee: 'forwarder',
    size: [{ type: '40HQ', quantity: 1 }],
    cargo: '不锈钢厨具',
    etdIn: 9,
  },
  {
    title: '宁波至洛杉矶整箱 - 办公椅',
    lane: ['CNNGB', 'USLAX'],
    payee: 'forwarder',
    size: [{ type: '40HQ', quantity: 2 }],
    cargo: '办公椅',
    upTo: 'empty_picked_up',
    etdIn: 4,
    containers: [MSKU, MSKU2],
  },
  {
    // Late: its CY cut-off passed and nothing is gated in.
    title: '上海至新加坡整箱 - 电动工具',
    lane: ['CNSHA', 'SGSIN'],
    payee: 'forwarder',
    size: [{ type: '20GP', quantity: 1 }],
    cargo: '电动工具',
    upTo: 'booked',
    etdIn: 0.5,
    late: 'cutoff',
    containers: [MSCU],
  },
  {
    title: 'Shanghai to Haiphong LCL - LED lighting',
    lane: ['CNSHA', 'VNHPH'],
    payee: 'consolidator',
    size: ['4.250', '860', 32],
    cargo: 'LED lighting',
    upTo: 'export_cleared',
    etdIn: 1,
  },
  {
    title: '上海至汉堡整箱 - 轮胎',
    lane: ['CNSHA', 'DEHAM'],
    payee: 'forwarder',
    size: [{ type: '40GP', quantity: 1 }],
    cargo: '轮胎',
    upTo: 'departed',
    etdIn: -1,
    containers: [OOLU],
    draft: 'again',
  },
  {
    // Late: its ETA passed and it has not arrived.
    title: '上海至新加坡整箱 - 纺织面料',
    lane: ['CNSHA', 'SGSIN'],
    payee: 'forwarder',
    size: [{ type: '40HQ', quantity: 1 }],
    cargo: '纺织面料',
    upTo: 'departed',
    etdIn: -12,
    late: 'eta',
    containers: [APZU],
    draft: 'final',
  },
  {
    title: '上海至东京整箱 - 家用电器',
    lane: ['CNSHA', 'JPTYO'],
    payee: 'forwarder',
    size: [{ type: '20GP', quantity: 1 }],
    cargo: '家用电器',
    upTo: 'arrived',
    etdIn: -4.5,
    containers: [TGBU],
    draft: 'notice',
  },
  {
    title: 'Ningbo to Ho Chi Minh LCL - spare parts',
    lane: ['CNNGB', 'VNSGN'],
    payee: 'consolidator',
    size: ['2.800', '640', 18],
    cargo: 'Spare parts',
    upTo: 'import_cleared',
    etdIn: -10,
    draft: 'approved',
  },
  {
    title: '上海至林查班整箱 - 塑料制品',
    lane: ['CNSHA', 'THLCH'],
    payee: 'forwarder',
    size: [{ type: '40HQ', quantity: 1 }],
    cargo: '塑料制品',
    upTo: 'delivered',
    etdIn: -18,
    containers: [EITU],
    draft: 'notice',
    corrections: true,
  },
  {
    // LCL awaiting booking: the consolidator books it with the cargo's packages and measure.
    title: '上海至东京拼箱 - 文具',
    lane: ['CNSHA', 'JPTYO'],
    payee: 'consolidator',
    size: ['1.800', '420', 24],
    cargo: '文具',
    etdIn: 8,
  },
];

/**
 * What the sailing of a shipment in `plan`'s state must be at `now`: still ahead before departure,
 * its CY cut-off too until the cargo is gated in (passed for the late one), left and not yet due
 * after it (long due for the late one), arrived once it has.
 */
function fits(plan: ShipmentPlan, now: number): (key: SailingKey) => boolean {
  const kinds = milestoneOrder('FCL');
  const step = kinds.indexOf(plan.upTo ?? 'booked');
  const cy = (key: SailingKey) => {
    const at = cutoffsOf(key).cy;
    return at ? Date.parse(at) : key.etd;
  };
  // Its sailing may have left without it (rolled): the booking still names it until changed.
  if (plan.late === 'cutoff') return (key) => cy(key) < now - HOUR && key.etd > now - 2 * DAY;
  if (plan.late === 'eta') return (key) => key.eta < now - 12 * HOUR;
  // Not yet gated in: its CY cut-off still ahead, else it would be late.
  if (step < kinds.indexOf('gated_in')) return (key) => cy(key) > now + 6 * HOUR;
  if (step < kinds.indexOf('departed')) return (key) => key.etd > now + 6 * HOUR;
  if (step === kinds.indexOf('departed')) {
    return (key) => key.etd < now - 6 * HOUR && key.eta > now + 6 * HOUR;
  }
  return (key) => timeOf(plan.upTo ?? 'booked', key, 0) < now - 2 * HOUR;
}

/** The sailing of the lane that fits and whose ETD is nearest `target`, from the schedules' services. */
function sailingNear(
  pol: string,
  pod: string,
  target: number,
  fit: (key: SailingKey) => boolean,
): SailingKey {
  const week0 = Math.floor((target / DAY - SPAN_FROM_DAY) / 7);
  let best: SailingKey | undefined;
  let nearest: SailingKey | undefined;
  const nearer = (key: SailingKey, than: SailingKey | undefined) =>
    !than || Math.abs(key.etd - target) < Math.abs(than.etd - target);
  for (const service of services) {
    const load = service.loads.find((call) => call.port.code === pol);
    const discharge = service.discharges.find((call) => call.port.code === pod);
    if (!load || !discharge) continue;
    for (let week = week0 - 5; week <= week0 + 5; week += 1) {
      const key = sailingKey(service, load, discharge, week);
      if (nearer(key, nearest)) nearest = key;
      if (fit(key) && nearer(key, best)) best = key;
    }
  }
  // A day whose sailings fit none of them still seeds: the nearest sailing, its state kept.
  const found = best ?? nearest;
  if (!found) throw new Error(`shipment seed: no service sails ${pol} → ${pod}`);
  return found;
}

/** The place of a milestone at its port. */
function placeOf(kind: MilestoneKind, port: string): string {
  const name = portRef(port).nameEn;
  const where: Record<MilestoneKind, string> = {
    booked: '',
    empty_picked_up: 'empty container depot',
    gated_in: 'container terminal',
    export_cleared: 'customs',
    departed: 'container terminal',
    arrived: 'container terminal',
    import_cleared: 'customs',
    delivered: "consignee's warehouse",
  };
  return `${name} ${where[kind]}`.trim();
}

/** When each milestone happened, around the sailing's ETD and ETA. */
function timeOf(kind: MilestoneKind, key: SailingKey, bookedAt: number): number {
  const offsets: Record<MilestoneKind, number> = {
    booked: bookedAt - key.etd,
    empty_picked_up: -4 * DAY,
    gated_in: -3 * DAY + 2 * HOUR,
    export_cleared: -2 * DAY,
    departed: 0,
    arrived: key.eta - key.etd,
    import_cleared: key.eta - key.etd + DAY,
    delivered: key.eta - key.etd + 2 * DAY + 6 * HOUR,
  };
  return key.etd + offsets[kind];
}

/** A one-page PDF of the document, stored as the payee's upload. */
function storeFile(db: Db, row: ShipmentRow, name: string, at: number) {
  const key = `demo-${row.shipmentNo}-${name.replace(/\W+/g, '-')}`.toLowerCase();
  const pdf = `%PDF-1.4\n% ${name} ${row.shipmentNo}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  db.uploads[key] = {
    key,
    name,
    ext: 'pdf',
    contentType: 'application/pdf',
    size: pdf.length,
    memberId: row.payeeId,
    createdAt: at,
    data: textToBase64(pdf),
  };
  return {
    uploadKey: key,
    url: `/mock-oss/${key}.pdf`,
    name,
    size: pdf.length,
    contentType: 'application/pdf',
  };
}

function addDocs(db: Db, row: ShipmentRow, draft: Draft, key: SailingKey, now: number): void {
  const start = Math.min(key.etd - 2 * DAY, now - 3 * HOUR);
  const version = (document: DocumentRow, name: string, at: number) =>
    document.versions.push({
      ...storeFile(db, row, name, at),
      version: document.versions.length + 1,
      uploadedBy: 'payee',
      uploadedAt: at,
    });
  const blDraft: DocumentRow = {
    id: nextId(db, 'shipmentDocument', 70000),
    kind: 'bl_draft',
    versions: [],
    review: 'in_review',
    reviews: [],
  };
  row.documents.push(blDraft);
  version(blDraft, `BL-draft-${row.shipmentNo}-v1.pdf`, start);
  if (draft === 'review') return;
  blDraft.reviews.push({
    version: 1,
    decision: 'changes',
    comment: '收货人地址请改为完整英文地址，并补充通知方电话。',
    at: start + 2 * HOUR,
  });
  blDraft.review = 'changes_requested';
  if (draft === 'changes') return;
  version(blDraft, `BL-draft-${row.shipmentNo}-v2.pdf`, start + 4 * HOUR);
  blDraft.review = 'in_review';
  if (draft === 'again') return;
  blDraft.reviews.push({ version: 2, decision: 'approve', at: start + 6 * HOUR });
  blDraft.review = 'approved';
  if (draft === 'approved') return;
  const final: DocumentRow = {
    id: nextId(db, 'shipmentDocument', 70000),
    kind: 'bl_final',
    versions: [],
    reviews: [],
  };
  row.documents.push(final);
  version(final, `BL-${row.shipmentNo}.pdf`, Math.max(key.etd + 6 * HOUR, start + 8 * HOUR));
  if (draft === 'final') return;
  const notice: DocumentRow = {
    id: nextId(db, 'shipmentDocument', 70000),
    kind: 'arrival_notice',
    versions: [],
    reviews: [],
  };
  row.documents.push(notice);
  version(notice, `Arrival-notice-${row.shipmentNo}.pdf`, key.eta - 12 * HOUR);
}

/** The shipment of a paid order, brought to `plan`'s state. */
function seedShipment(
  db: Db,
  order: OrderRow,
  tender: TenderRow,
  plan: ShipmentPlan,
  now: number,
): void {
  const row =
    db.shipments[shipmentNoOf(order.orderNo)] ?? openShipment(db, order, order.paidAt ?? now);
  if (!plan.upTo) return;
  const key = sailingNear(tender.pol, tender.pod, now + plan.etdIn * DAY, fits(plan, now));
  const bookedAt = (order.paidAt ?? now) + 2 * HOUR;
  row.booking = {
    bookingNo: `${key.service.carrier}${(key.service.seed % 9_000_000) + 1_000_000 + Number(tender.id)}`,
    sailingId: key.id,
    carrier: key.service.carrier,
    vessel: vesselOf(key.service, key.week),
    voyage: voyageOf(key.service, key.week),
    etd: key.etd,
    eta: key.eta,
    cutoffs: cutoffsOf(key),
    containers: (plan.containers ?? []).map((containerNo, index) => {
      if (!isValidContainerNo(containerNo)) throw new Error(`seed container ${containerNo}`);
      const type = tender.containers[Math.min(index, tender.containers.length - 1)]?.type ?? '40HQ';
      return {
        containerNo,
        type,
        sealNo: `CN${String(7_351_000 + index * 17 + Number(tender.id))}`,
      };
    }),
    ...(tender.shipmentType === 'LCL'
      ? {
          cargo: {
            packages: tender.packages ?? 1,
            weightKg: tender.weightKg ?? '1',
            volumeCbm: tender.volumeCbm ?? '1',
          },
        }
      : {}),
    confirmedAt: bookedAt,
  };
  const order_ = milestoneOrder(tender.shipmentType);
  for (const kind of order_.slice(0, order_.indexOf(plan.upTo) + 1)) {
    const port = (EXPORT_MILESTONES as readonly string[]).includes(kind) ? tender.pol : tender.pod;
    const at = Math.min(timeOf(kind, key, bookedAt), now - HOUR);
    row.milestones.push({
      kind,
      at,
      port,
      place:
        kind === 'booked'
          ? `${row.booking.carrier} ${row.booking.vessel} ${row.booking.voyage}`
          : placeOf(kind, port),
      recordedBy: 'payee',
      recordedAt: Math.min(at + 2 * HOUR, now - 30 * MINUTE),
    });
  }
  if (plan.draft) addDocs(db, row, plan.draft, key, now);
  if (plan.corrections) addCorrections(row, now);
  row.updatedAt = Math.max(row.createdAt, ...row.milestones.map((m) => m.recordedAt));
}

/** A gate-in time corrected, and an arrival recorded too early: withdrawn, then recorded again. */
function addCorrections(row: ShipmentRow, now: number): void {
  const gated = row.milestones.find((milestone) => milestone.kind === 'gated_in');
  const arrived = row.milestones.find((milestone) => milestone.kind === 'arrived');
  if (!gated || !arrived) return;
  const before = { at: gated.at - 5 * HOUR, port: gated.port, place: gated.place };
  row.corrections.push({
    kind: 'gated_in',
    before,
    after: { at: gated.at, port: gated.port, place: gated.place },
    stepBack: false,
    reason: '码头系统时间有误，按进港小票更正。',
    byMemberId: row.payeeId,
    byRole: 'payee',
    at: Math.min(gated.recordedAt + 3 * HOUR, now - HOUR),
  });
  row.corrections.push({
    kind: 'arrived',
    before: { at: arrived.at - DAY, port: arrived.port, place: arrived.place },
    stepBack: true,
    reason: 'Recorded at the anchorage, not at berth.',
    byMemberId: row.payeeId,
    byRole: 'payee',
    at: Math.min(arrived.recordedAt - 2 * HOUR, now - HOUR),
  });
}

/** A paid order of the demo shipper to `payee` for `plan`, paid a week before its ETD. */
function newOrder(db: Db, shipper: MemberRow, payee: MemberRow, plan: NewPlan, now: number) {
  const etd = now + plan.etdIn * DAY;
  const awardAt = Math.min(etd - 7 * DAY, now - 2 * DAY);
  const lcl = plan.size.length === 3 && typeof plan.size[0] === 'string';
  const [volumeCbm, weightKg, packages] = plan.size as [string, string, number];
  const tender = addTender(db, shipper, {
    title: plan.title,
    shipmentType: lcl ? 'LCL' : 'FCL',
    pol: plan.lane[0],
    pod: plan.lane[1],
    containers: lcl ? [] : (plan.size as ContainerLine[]),
    ...(lcl ? { volumeCbm, weightKg, packages } : {}),
    cargoName: plan.cargo,
    cargoType: 'general',
    incoterm: 'FOB',
    readyDate: cstDate(awardAt + 5 * DAY),
    bidDeadline: awardAt - 6 * HOUR,
    currency: 'USD',
    attachments: [],
    status: 'closed',
    closedAt: awardAt - 6 * HOUR,
    createdAt: awardAt - 6 * DAY,
  });
  const bid = addBid(db, tender, payee, {
    currency: 'USD',
    factor: 0.97,
    carrier: 'COSU',
    createdAt: awardAt - 3 * DAY,
  });
  return { tender, order: awardSeed(db, tender, bid, awardAt, 'paid', 15) };
}

export function seedShipments(db: Db, now: number): void {
  const shipper = demoMember(db, 'shipper');
  const payees: Record<Payee, MemberRow> = {
    forwarder: demoMember(db, 'forwarder'),
    consolidator: demoMember(db, 'consolidator'),
  };
  for (const [tenderId, plan] of Object.entries(EXISTING)) {
    const tender = db.tenders[tenderId];
    const order = tender?.orderNo ? db.orders[tender.orderNo] : undefined;
    if (tender && order?.status === 'paid') seedShipment(db, order, tender, plan, now);
  }
  for (const plan of NEW) {
    const { tender, order } = newOrder(db, shipper, payees[plan.payee], plan, now);
    seedShipment(db, order, tender, plan, now);
  }
}
