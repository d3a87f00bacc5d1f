/**
 * The shipment's pure rules: the milestones' order, the correction trail (a step back included),
 * the B/L draft's review, lateness and the payee's late-first order.
 */
import { addDocument, reviewDraft, type NewVersion } from '@mock/domains/shipment/documents';
import { latenessOf, nextCutoffOf, payeeOrder } from '@mock/domains/shipment/lateness';
import {
  checkMilestone,
  correctMilestone,
  milestoneOrder,
  nextMilestone,
  recordMilestone,
  statusOf,
} from '@mock/domains/shipment/milestones';
import type { BookingRow, ShipmentRow } from '@mock/domains/shipment/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 0, 10, 2);

function booking(overrides: Partial<BookingRow> = {}): BookingRow {
  return {
    bookingNo: 'COSU6402513',
    sailingId: 'COSU-AEU3-047W-CNSHA-NLRTM',
    carrier: 'COSU',
    vessel: 'COSCO SHIPPING ARIES',
    voyage: '047W',
    etd: NOW + 3 * DAY,
    eta: NOW + 37 * DAY,
    cutoffs: {
      cy: new Date(NOW + 1 * DAY).toISOString(),
      si: new Date(NOW + 12 * HOUR).toISOString(),
      vgm: null,
    },
    containers: [],
    confirmedAt: NOW - 2 * DAY,
    ...overrides,
  };
}

function shipment(overrides: Partial<ShipmentRow> = {}): ShipmentRow {
  return {
    shipmentNo: 'S20260105-0001',
    orderNo: 'O20260105-0001',
    payerId: '1',
    payeeId: '2',
    payerEnterpriseId: '2001',
    payeeEnterpriseId: '2002',
    booking: booking(),
    milestones: [
      {
        kind: 'booked',
        at: NOW - 2 * DAY,
        port: 'CNSHA',
        place: 'COSU',
        recordedBy: 'payee',
        recordedAt: NOW - 2 * DAY,
      },
    ],
    corrections: [],
    documents: [],
    createdAt: NOW - 3 * DAY,
    updatedAt: NOW - 2 * DAY,
    ...overrides,
  };
}

const point = (kind: Parameters<typeof recordMilestone>[1]['kind'], at: number) => ({
  kind,
  at,
  port: 'CNSHA',
  place: 'Yangshan terminal',
});

describe('the milestones in their order', () => {
  it('follows FCL from booking to delivery; LCL has no empty container to pick up', () => {
    expect(milestoneOrder('FCL')).toEqual([
      'booked',
      'empty_picked_up',
      'gated_in',
      'export_cleared',
      'departed',
      'arrived',
      'import_cleared',
      'delivered',
    ]);
    expect(milestoneOrder('LCL')).not.toContain('empty_picked_up');
    const row = shipment();
    expect(nextMilestone(row, 'FCL')).toBe('empty_picked_up');
    expect(nextMilestone(row, 'LCL')).toBe('gated_in');
    expect(statusOf(shipment({ booking: undefined, milestones: [] }))).toBe('awaiting_booking');
  });

  it('takes the next milestone from the payee and refuses one out of order (4000 kind)', () => {
    const row = shipment();
    expect(checkMilestone(row, 'FCL', 'payee', point('empty_picked_up', NOW - HOUR), NOW).ok).toBe(
      true,
    );
    expect(checkMilestone(row, 'FCL', 'payee', point('gated_in', NOW - HOUR), NOW)).toMatchObject({
      code: 4000,
      field: 'kind',
      messageId: 'shipment.notNext',
    });
    expect(checkMilestone(row, 'FCL', 'payee', point('booked', NOW - HOUR), NOW)).toMatchObject({
      field: 'kind',
    });
  });

  it('refuses a time before the previous milestone or in the future, and one before booking', () => {
    const row = shipment();
    expect(
      checkMilestone(row, 'FCL', 'payee', point('empty_picked_up', NOW - 3 * DAY), NOW),
    ).toMatchObject({ field: 'at', messageId: 'shipment.beforePrevious' });
    expect(
      checkMilestone(row, 'FCL', 'payee', point('empty_picked_up', NOW + HOUR), NOW),
    ).toMatchObject({ field: 'at', messageId: 'shipment.inFuture' });
    expect(
      checkMilestone(
        shipment({ booking: undefined, milestones: [] }),
        'FCL',
        'payee',
        point('empty_picked_up', NOW),
        NOW,
      ),
    ).toMatchObject({ code: 4009, messageId: 'shipment.notBooked' });
  });

  it('lets the payer confirm delivery once the cargo has arrived, and nothing else', () => {
    const row = shipment();
    expect(
      checkMilestone(row, 'FCL', 'payer', point('empty_picked_up', NOW - HOUR), NOW),
    ).toMatchObject({ code: 4003 });
    for (const kind of [
      'empty_picked_up',
      'gated_in',
      'export_cleared',
      'departed',
      'arrived',
    ] as const) {
      recordMilestone(row, point(kind, NOW - 2 * HOUR), 'payee', NOW);
    }
    expect(checkMilestone(row, 'FCL', 'payer', point('delivered', NOW - HOUR), NOW).ok).toBe(true);
    expect(
      checkMilestone(row, 'FCL', 'payer', point('import_cleared', NOW - HOUR), NOW),
    ).toMatchObject({ code: 4003 });
  });
});

describe('the correction trail', () => {
  function departed(): ShipmentRow {
    const row = shipment();
    recordMilestone(row, point('empty_picked_up', NOW - 40 * HOUR), 'payee', NOW - 40 * HOUR);
    recordMilestone(row, point('gated_in', NOW - 30 * HOUR), 'payee', NOW - 30 * HOUR);
    recordMilestone(row, point('export_cleared', NOW - 20 * HOUR), 'payee', NOW - 20 * HOUR);
    recordMilestone(row, point('departed', NOW - 10 * HOUR), 'payee', NOW - 10 * HOUR);
    return row;
  }
  const payee = { memberId: '2', role: 'payee' as const };

  it('keeps the time and place before and after, who and when', () => {
    const row = departed();
    const corrected = correctMilestone(
      row,
      { kind: 'gated_in', at: NOW - 28 * HOUR, place: 'Yangshan Phase IV', withdraw: false },
      payee,
      NOW,
    );
    expect(corrected.ok).toBe(true);
    expect(row.corrections).toEqual([
      {
        kind: 'gated_in',
        before: { at: NOW - 30 * HOUR, port: 'CNSHA', place: 'Yangshan terminal' },
        after: { at: NOW - 28 * HOUR, port: 'CNSHA', place: 'Yangshan Phase IV' },
        stepBack: false,
        byMemberId: '2',
        byRole: 'payee',
        at: NOW,
      },
    ]);
    expect(row.milestones.find((m) => m.kind === 'gated_in')).toMatchObject({
      at: NOW - 28 * HOUR,
      place: 'Yangshan Phase IV',
    });
  });

  it('keeps a corrected time between its neighbours and refuses a change that changes nothing', () => {
    const row = departed();
    const at = (hours: number) =>
      correctMilestone(
        row,
        { kind: 'gated_in', at: NOW - hours * HOUR, withdraw: false },
        payee,
        NOW,
      );
    expect(at(45)).toMatchObject({ field: 'at', messageId: 'shipment.beforePrevious' });
    expect(at(15)).toMatchObject({ field: 'at', messageId: 'shipment.afterNext' });
    expect(at(30)).toMatchObject({ field: 'at', messageId: 'shipment.unchanged' });
    expect(row.corrections).toEqual([]);
  });

  it('records withdrawing the latest milestone as a step back, with its reason', () => {
    const row = departed();
    expect(statusOf(row)).toBe('departed');
    const refused = correctMilestone(row, { kind: 'departed', withdraw: true }, payee, NOW);
    expect(refused).toMatchObject({ field: 'reason', messageId: 'field.required' });
    const withdrawn = correctMilestone(
      row,
      { kind: 'departed', withdraw: true, reason: 'Rolled to the next vessel' },
      payee,
      NOW,
    );
    expect(withdrawn.ok).toBe(true);
    expect(statusOf(row)).toBe('export_cleared');
    expect(row.corrections.at(-1)).toEqual({
      kind: 'departed',
      before: { at: NOW - 10 * HOUR, port: 'CNSHA', place: 'Yangshan terminal' },
      stepBack: true,
      reason: 'Rolled to the next vessel',
      byMemberId: '2',
      byRole: 'payee',
      at: NOW,
    });
  });

  it('withdraws only the latest milestone, never the booking, and only for the payee', () => {
    const row = departed();
    const withdraw = (kind: 'gated_in' | 'booked') =>
      correctMilestone(row, { kind, withdraw: true, reason: 'x' }, payee, NOW);
    expect(withdraw('gated_in')).toMatchObject({ messageId: 'shipment.withdrawLatest' });
    const booked = shipment();
    expect(
      correctMilestone(booked, { kind: 'booked', withdraw: true, reason: 'x' }, payee, NOW),
    ).toMatchObject({ messageId: 'shipment.withdrawBooking' });
    expect(
      correctMilestone(
        row,
        { kind: 'departed', withdraw: true, reason: 'x' },
        { memberId: '1', role: 'payer' },
        NOW,
      ),
    ).toMatchObject({ code: 4003 });
    expect(row.corrections).toEqual([]);
  });
});

describe('the B/L draft and its review', () => {
  const file = (name: string): NewVersion => ({
    uploadKey: name,
    url: `/mock-oss/${name}.pdf`,
    name: `${name}.pdf`,
    size: 1000,
    contentType: 'application/pdf',
  });
  let id = 0;
  const ids = { next: () => String((id += 1)) };

  it('goes draft v1 → changes requested (comment) → v2 → approved, every version kept', () => {
    const row = shipment();
    expect(addDocument(row, 'bl_draft', file('v1'), 'payee', ids, NOW).ok).toBe(true);
    const draft = row.documents[0];
    expect(draft?.review).toBe('in_review');
    // A second version waits for the review of the first.
    expect(addDocument(row, 'bl_draft', file('v1b'), 'payee', ids, NOW)).toMatchObject({
      code: 4009,
      messageId: 'shipment.draftInReview',
    });
    expect(reviewDraft(row, 'changes', undefined, 'payer', NOW)).toMatchObject({
      field: 'comment',
    });
    expect(reviewDraft(row, 'changes', 'Consignee address in full', 'payer', NOW).ok).toBe(true);
    expect(draft?.review).toBe('changes_requested');
    expect(reviewDraft(row, 'approve', undefined, 'payer', NOW)).toMatchObject({ code: 4009 });
    expect(addDocument(row, 'bl_draft', file('v2'), 'payee', ids, NOW + HOUR).ok).toBe(true);
    expect(draft?.review).toBe('in_review');
    expect(reviewDraft(row, 'approve', undefined, 'payer', NOW + 2 * HOUR).ok).toBe(true);
    expect(row.documents).toHaveLength(1);
    expect(draft).toMatchObject({
      review: 'approved',
      versions: [
        { version: 1, name: 'v1.pdf' },
        { version: 2, name: 'v2.pdf' },
      ],
      reviews: [
        { version: 1, decision: 'changes', comment: 'Consignee address in full', at: NOW },
        { version: 2, decision: 'approve', at: NOW + 2 * HOUR },
      ],
    });
    expect(addDocument(row, 'bl_draft', file('v3'), 'payee', ids, NOW)).toMatchObject({
      messageId: 'shipment.draftApproved',
    });
  });

  it('takes the final B/L after approval and the arrival notice after arrival, from the payee', () => {
    const row = shipment();
    expect(addDocument(row, 'bl_final', file('bl'), 'payee', ids, NOW)).toMatchObject({
      messageId: 'shipment.draftNotApproved',
    });
    expect(addDocument(row, 'arrival_notice', file('an'), 'payee', ids, NOW)).toMatchObject({
      messageId: 'shipment.notArrived',
    });
    expect(addDocument(row, 'bl_draft', file('v1'), 'payer', ids, NOW)).toMatchObject({
      code: 4003,
    });
    expect(reviewDraft(row, 'approve', undefined, 'payee', NOW)).toMatchObject({ code: 4003 });
    // Either party adds other documents.
    expect(addDocument(row, 'other', file('packing-list'), 'payer', ids, NOW).ok).toBe(true);
    addDocument(row, 'bl_draft', file('v1'), 'payee', ids, NOW);
    reviewDraft(row, 'approve', undefined, 'payer', NOW);
    expect(addDocument(row, 'bl_final', file('bl'), 'payee', ids, NOW).ok).toBe(true);
    row.milestones.push({
      ...point('arrived', NOW),
      recordedBy: 'payee',
      recordedAt: NOW,
    });
    expect(addDocument(row, 'arrival_notice', file('an'), 'payee', ids, NOW).ok).toBe(true);
    expect(row.documents.map((document) => document.kind)).toEqual([
      'other',
      'bl_draft',
      'bl_final',
      'arrival_notice',
    ]);
  });
});

describe('lateness and the payee order', () => {
  it('is late when the CY cut-off passed without gate-in, or the ETA without arrival', () => {
    const cutoffPassed = shipment({
      booking: booking({
        cutoffs: { cy: new Date(NOW - HOUR).toISOString(), si: null, vgm: null },
      }),
    });
    expect(latenessOf(cutoffPassed, NOW)).toEqual({ reason: 'cutoff', since: NOW - HOUR });
    recordMilestone(cutoffPassed, point('empty_picked_up', NOW - 3 * HOUR), 'payee', NOW);
    recordMilestone(cutoffPassed, point('gated_in', NOW - 2 * HOUR), 'payee', NOW);
    expect(latenessOf(cutoffPassed, NOW)).toBeUndefined();
    const overdue = shipment({ booking: booking({ eta: NOW - DAY }) });
    overdue.milestones.push(
      ...(['empty_picked_up', 'gated_in', 'export_cleared', 'departed'] as const).map((kind) => ({
        ...point(kind, NOW - 20 * DAY),
        recordedBy: 'payee' as const,
        recordedAt: NOW - 20 * DAY,
      })),
    );
    expect(latenessOf(overdue, NOW)).toEqual({ reason: 'eta', since: NOW - DAY });
    expect(latenessOf(shipment({ booking: undefined, milestones: [] }), NOW)).toBeUndefined();
  });

  it('names the earliest cut-off still ahead until the cargo is gated in', () => {
    expect(nextCutoffOf(shipment(), NOW)).toMatchObject({ kind: 'si' });
    expect(nextCutoffOf(shipment(), NOW + 13 * HOUR)).toMatchObject({ kind: 'cy' });
    expect(nextCutoffOf(shipment(), NOW + 2 * DAY)).toBeUndefined();
  });

  it('puts the late first (longest late first), then those awaiting booking, then by the date due', () => {
    const rows = [
      shipment({
        shipmentNo: 'S-on-time',
        booking: booking({ etd: NOW + 9 * DAY, cutoffs: { cy: null, si: null, vgm: null } }),
      }),
      shipment({ shipmentNo: 'S-unbooked', booking: undefined, milestones: [] }),
      shipment({
        shipmentNo: 'S-late-1h',
        booking: booking({
          cutoffs: { cy: new Date(NOW - HOUR).toISOString(), si: null, vgm: null },
        }),
      }),
      shipment({
        shipmentNo: 'S-soon',
        booking: booking({
          etd: NOW + 2 * DAY,
          eta: NOW + 20 * DAY,
          cutoffs: { cy: null, si: null, vgm: null },
        }),
      }),
      shipment({
        shipmentNo: 'S-late-2d',
        booking: booking({
          cutoffs: { cy: new Date(NOW - 2 * DAY).toISOString(), si: null, vgm: null },
        }),
      }),
    ];
    expect(rows.sort(payeeOrder(NOW)).map((row) => row.shipmentNo)).toEqual([
      'S-late-2d',
      'S-late-1h',
      'S-unbooked',
      'S-soon',
      'S-on-time',
    ]);
  });
});
