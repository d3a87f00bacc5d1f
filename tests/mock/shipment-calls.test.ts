/**
 * The shipment calls through the mock's HTTP layer: the order's two parties only, the booking
 * checked (sailing of the lane, ISO 6346 check digits), milestones in their ports' zones, the
 * correction trail, the B/L draft's versions and review, every event told to the other party, a
 * shipment opened by a payment, and the demo shipments of the seed.
 */
import { DevtoolsApi } from '@/contract/devtools/paths';
import type { Page } from '@/contract/http';
import { NotificationApi } from '@/contract/notification/paths';
import { OrderApi } from '@/contract/order/paths';
import { ScheduleApi } from '@/contract/schedule/paths';
import type { Sailing } from '@/contract/schedule/types';
import { isValidContainerNo } from '@/contract/shipment/container-number';
import { ShipmentApi } from '@/contract/shipment/paths';
import { SHIPMENT_STATUSES, type Shipment, type ShipmentSummary } from '@/contract/shipment/types';
import { UploadApi } from '@/contract/upload/paths';
import type { UploadResult } from '@/contract/upload/types';
import { db } from '@mock/core/store';
import { TRACKED_DAYS } from '@mock/domains/shipment/creation';
import { sailingById } from '@mock/domains/shipment/sailing';
import { DEMO_TENDERS } from '@mock/scenarios/trade';
import type { DemoKind } from '@mock/testing';

import { T0, call, dataOf, multipart } from './helpers';
import { inboxOf, memberIdOf, settledInbox } from './notification-helpers';
import { DAY, tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();
beforeEach(() => settledInbox());

const mine = async (as: DemoKind, query: Record<string, string | number> = {}) =>
  dataOf(
    await call<Page<ShipmentSummary>>('GET', ShipmentApi.mine, {
      token: tokenOf(as),
      query: { size: 100, ...query },
    }),
    'shipment/mine',
  ).records;
const detail = (shipmentNo: string, as: DemoKind = 'shipper') =>
  call<Shipment>('GET', ShipmentApi.detail, { token: tokenOf(as), query: { shipmentNo } });
const post = (path: string, body: Record<string, unknown>, as: DemoKind = 'forwarder') =>
  call<Shipment>('POST', path, { token: tokenOf(as), body });

/** The demo shipper's shipment whose tender title contains `title`. */
async function demo(title: string): Promise<ShipmentSummary> {
  const found = (await mine('shipper', { role: 'payer' })).find((row) => row.title.includes(title));
  if (!found) throw new Error(`no demo shipment "${title}"`);
  return found;
}

/** A sailing of the lane whose CY cut-off is still ahead at T0. */
async function openSailing(pol: string, pod: string): Promise<Sailing> {
  const page = dataOf(
    await call<Page<Sailing>>('GET', ScheduleApi.page, {
      query: { pol, pod, etdFrom: '2026-01-14', size: 5 },
    }),
    'schedule/page',
  );
  const sailing = page.records[0];
  if (!sailing) throw new Error(`no sailing ${pol} → ${pod}`);
  return sailing;
}

async function uploadPdf(name: string, as: DemoKind): Promise<UploadResult> {
  const body = multipart([
    { name: 'file', filename: name, type: 'application/pdf', content: '%PDF-1.7\n%demo\n' },
  ]);
  return dataOf(
    await call<UploadResult>('POST', UploadApi.upload, { ...body, token: tokenOf(as) }),
    'upload',
  );
}

describe('the order’s two parties only', () => {
  it('shows a shipment to its payer and payee, and to nobody else', async () => {
    const { shipmentNo } = await demo('纺织面料');
    expect((await detail(shipmentNo)).data?.role).toBe('payer');
    expect((await detail(shipmentNo, 'forwarder')).data?.role).toBe('payee');
    expect(await detail(shipmentNo, 'consolidator')).toMatchObject({ code: 4003 });
    expect(await detail(shipmentNo, 'newbie')).toMatchObject({ code: 4003 });
    expect(await detail('S20260101-9999')).toMatchObject({ code: 4004 });
    const anonymous = await call('GET', ShipmentApi.detail, { query: { shipmentNo } });
    expect(anonymous.code).toBe(4098);
    expect(
      await post(
        ShipmentApi.milestone,
        { shipmentNo, kind: 'arrived', at: '2026-01-10T08:00:00+08:00', place: 'x' },
        'consolidator',
      ),
    ).toMatchObject({ code: 4003 });
  });

  it('lists only the member’s own shipments', async () => {
    const consolidator = await mine('consolidator');
    expect(consolidator.length).toBeGreaterThan(0);
    expect(consolidator.every((row) => row.payee.enterpriseId === '2003')).toBe(true);
    expect(await mine('newbie')).toEqual([]);
  });
});

describe(`POST ${ShipmentApi.book}`, () => {
  it('books a sailing of the schedules with container numbers whose check digits are right', async () => {
    const { shipmentNo } = await demo('不锈钢厨具');
    const sailing = await openSailing('CNSHA', 'NLRTM');
    const body = { shipmentNo, bookingNo: 'COSU6402513', sailingId: sailing.id };
    const wrongDigit = await post(ShipmentApi.book, {
      ...body,
      containers: [{ containerNo: 'CSQU3054384', type: '40HQ' }],
    });
    expect(wrongDigit).toMatchObject({ code: 4000, data: { field: 'containers.0.containerNo' } });
    expect(wrongDigit.message).toContain('校验位');
    const tooMany = await post(ShipmentApi.book, {
      ...body,
      containers: [
        { containerNo: 'CSQU3054383', type: '40HQ' },
        { containerNo: 'MSKU9070323', type: '40HQ' },
      ],
    });
    expect(tooMany).toMatchObject({ code: 4000, data: { field: 'containers.1.type' } });
    const otherLane = await openSailing('CNSHA', 'DEHAM');
    expect(await post(ShipmentApi.book, { ...body, sailingId: otherLane.id })).toMatchObject({
      code: 4000,
      data: { field: 'sailingId' },
    });
    expect(
      await post(ShipmentApi.book, { ...body, sailingId: 'COSU-NONE-001W-CNSHA-NLRTM' }),
    ).toMatchObject({
      data: { field: 'sailingId' },
    });
    expect(await post(ShipmentApi.book, body, 'shipper')).toMatchObject({ code: 4003 });

    const booked = await post(ShipmentApi.book, {
      ...body,
      containers: [{ containerNo: 'csqu 305438-3', type: '40HQ', sealNo: 'CN7351024' }],
    });
    expect(booked.data).toMatchObject({
      status: 'booked',
      carrier: sailing.carrier,
      vessel: sailing.vessel,
      voyage: sailing.voyage,
      etd: sailing.etd,
      eta: sailing.eta,
      booking: {
        bookingNo: 'COSU6402513',
        sailingId: sailing.id,
        cutoffs: Object.fromEntries(
          Object.entries(sailing.cutoffs).filter(([, at]) => at !== null),
        ),
        containers: [{ containerNo: 'CSQU3054383', type: '40HQ', sealNo: 'CN7351024' }],
        confirmedAt: '2026-01-10T10:00:00+08:00',
      },
      milestones: [{ kind: 'booked', port: { code: 'CNSHA' }, zone: 'Asia/Shanghai' }],
    });
    expect(inboxOf(memberIdOf('shipper'), 'shipmentBooked')).toMatchObject([
      { subject: { type: 'order', id: booked.data?.orderNo }, params: { shipmentNo } },
    ]);
    expect(inboxOf(memberIdOf('forwarder'))).toEqual([]);
  });

  it('refuses to change a booking once the cargo is gated in (4009)', async () => {
    const { shipmentNo } = await demo('LED lighting');
    const sailing = await openSailing('CNSHA', 'VNHPH');
    expect(
      await post(
        ShipmentApi.book,
        { shipmentNo, bookingNo: 'SITC123456', sailingId: sailing.id },
        'consolidator',
      ),
    ).toMatchObject({ code: 4009 });
  });
});

describe(`POST ${ShipmentApi.milestone} and ${ShipmentApi.correct}`, () => {
  it('records the next milestone at its port, in the port’s time zone, and tells the shipper', async () => {
    const { shipmentNo } = await demo('轮胎');
    const early = await post(ShipmentApi.milestone, {
      shipmentNo,
      kind: 'import_cleared',
      at: '2026-01-10T02:00:00+01:00',
      place: 'Hamburg customs',
    });
    expect(early).toMatchObject({ code: 4000, data: { field: 'kind' } });
    const arrived = await post(ShipmentApi.milestone, {
      shipmentNo,
      kind: 'arrived',
      at: '2026-01-10T09:30:00+08:00',
      place: 'Hamburg CTA terminal',
    });
    expect(arrived.data?.status).toBe('arrived');
    expect(arrived.data?.milestones.at(-1)).toEqual({
      kind: 'arrived',
      at: '2026-01-10T02:30:00+01:00',
      zone: 'Europe/Berlin',
      port: expect.objectContaining({ code: 'DEHAM' }) as unknown,
      place: 'Hamburg CTA terminal',
      recordedBy: 'payee',
      recordedAt: '2026-01-10T10:00:00+08:00',
    });
    expect(inboxOf(memberIdOf('shipper'), 'shipmentMilestone')).toMatchObject([
      { params: { shipmentNo, milestone: 'arrived' } },
    ]);
  });

  it('keeps every correction with before, after, who and when, and a withdrawal as a step back', async () => {
    const { shipmentNo } = await demo('轮胎');
    const before = dataOf(await detail(shipmentNo), 'detail');
    const gatedIn = before.milestones.find((milestone) => milestone.kind === 'gated_in');
    const corrected = await post(ShipmentApi.correct, {
      shipmentNo,
      kind: 'gated_in',
      place: 'Yangshan Phase IV',
      reason: 'Terminal named on the gate-in slip',
    });
    expect(corrected.data?.corrections).toEqual([
      {
        kind: 'gated_in',
        before: {
          at: gatedIn?.at,
          zone: 'Asia/Shanghai',
          port: gatedIn?.port,
          place: gatedIn?.place,
        },
        after: {
          at: gatedIn?.at,
          zone: 'Asia/Shanghai',
          port: gatedIn?.port,
          place: 'Yangshan Phase IV',
        },
        stepBack: false,
        reason: 'Terminal named on the gate-in slip',
        by: expect.objectContaining({ enterpriseId: '2002' }) as unknown,
        byRole: 'payee',
        at: '2026-01-10T10:00:00+08:00',
      },
    ]);
    const withdrawn = await post(ShipmentApi.correct, {
      shipmentNo,
      kind: 'departed',
      withdraw: true,
      reason: 'Rolled to the next vessel',
    });
    expect(withdrawn.data?.status).toBe('export_cleared');
    expect(withdrawn.data?.corrections.at(-1)).toMatchObject({
      kind: 'departed',
      stepBack: true,
      reason: 'Rolled to the next vessel',
    });
    expect(withdrawn.data?.corrections.at(-1)?.after).toBeUndefined();
    expect(inboxOf(memberIdOf('shipper'), 'shipmentCorrected')).toMatchObject([
      { params: { shipmentNo, milestone: 'gated_in' } },
      { params: { shipmentNo, milestone: 'departed', reason: 'Rolled to the next vessel' } },
    ]);
    expect(
      await post(
        ShipmentApi.correct,
        { shipmentNo, kind: 'gated_in', withdraw: true, reason: 'x' },
        'shipper',
      ),
    ).toMatchObject({ code: 4003 });
  });

  it('sends the e-mail the shipper chose for milestones, the milestone in words', async () => {
    const saved = await call('POST', NotificationApi.savePreferences, {
      token: tokenOf('shipper'),
      body: { channels: { shipmentMilestone: ['email'] }, language: 'en-US' },
    });
    expect(saved.code).toBe(200);
    const { shipmentNo } = await demo('轮胎');
    await post(ShipmentApi.milestone, {
      shipmentNo,
      kind: 'arrived',
      at: '2026-01-10T09:30:00+08:00',
      place: 'Hamburg CTA terminal',
    });
    const mails = Object.values(db.notificationOutbox).filter(
      (row) => row.memberId === memberIdOf('shipper'),
    );
    expect(mails.map((row) => [row.channel, row.text])).toEqual([
      ['email', `Shipment ${shipmentNo}: arrived.`],
    ]);
  });

  it('lets the shipper confirm delivery once arrived, and tells the forwarder', async () => {
    const { shipmentNo } = await demo('家用电器');
    const delivered = await post(
      ShipmentApi.milestone,
      { shipmentNo, kind: 'delivered', at: '2026-01-10T09:00:00+09:00', place: 'Ota-ku warehouse' },
      'shipper',
    );
    expect(delivered.data?.milestones.at(-1)).toMatchObject({
      kind: 'delivered',
      zone: 'Asia/Tokyo',
      recordedBy: 'payer',
    });
    expect(inboxOf(memberIdOf('forwarder'), 'shipmentMilestone')).toMatchObject([
      { params: { shipmentNo, milestone: 'delivered' } },
    ]);
  });
});

describe(`POST ${ShipmentApi.document} and ${ShipmentApi.review}`, () => {
  it('takes the B/L draft through changes, a new version and approval, each told to the other party', async () => {
    const { shipmentNo } = await demo('轮胎');
    const draftOf = (shipment: Shipment | undefined) =>
      shipment?.documents.find((document) => document.kind === 'bl_draft');
    expect(draftOf(dataOf(await detail(shipmentNo), 'detail'))).toMatchObject({
      review: 'in_review',
      versions: [{ version: 1 }, { version: 2 }],
    });
    expect(
      await post(ShipmentApi.review, { shipmentNo, decision: 'changes' }, 'shipper'),
    ).toMatchObject({
      code: 4000,
      data: { field: 'comment' },
    });
    const changes = await post(
      ShipmentApi.review,
      { shipmentNo, decision: 'changes', comment: 'Notify party: add the phone number' },
      'shipper',
    );
    expect(draftOf(changes.data)?.review).toBe('changes_requested');
    expect(inboxOf(memberIdOf('forwarder'), 'blChangesRequested')).toMatchObject([
      { params: { shipmentNo, reason: 'Notify party: add the phone number' } },
    ]);

    const file = await uploadPdf('BL-draft-v3.pdf', 'forwarder');
    const foreign = await uploadPdf('someone-else.pdf', 'shipper');
    expect(
      await post(ShipmentApi.document, { shipmentNo, kind: 'bl_draft', url: foreign.url }),
    ).toMatchObject({
      code: 4000,
      data: { field: 'url' },
    });
    const third = await post(ShipmentApi.document, { shipmentNo, kind: 'bl_draft', url: file.url });
    expect(draftOf(third.data)).toMatchObject({
      review: 'in_review',
      versions: [
        { version: 1 },
        { version: 2 },
        {
          version: 3,
          name: 'BL-draft-v3.pdf',
          url: file.url,
          contentType: 'application/pdf',
          uploadedBy: 'payee',
        },
      ],
    });
    expect(inboxOf(memberIdOf('shipper'), 'documentUploaded')).toMatchObject([
      { params: { shipmentNo, document: 'bl_draft' } },
    ]);
    const approved = await post(ShipmentApi.review, { shipmentNo, decision: 'approve' }, 'shipper');
    expect(
      draftOf(approved.data)?.reviews.map((review) => [review.version, review.decision]),
    ).toEqual([
      [1, 'changes'],
      [2, 'changes'],
      [3, 'approve'],
    ]);
    expect(inboxOf(memberIdOf('forwarder'), 'blDraftApproved')).toHaveLength(1);
    const final = await post(ShipmentApi.document, {
      shipmentNo,
      kind: 'bl_final',
      url: (await uploadPdf('BL.pdf', 'forwarder')).url,
    });
    expect(final.data?.documents.map((document) => document.kind)).toEqual([
      'bl_draft',
      'bl_final',
    ]);
  });
});

describe(`GET ${ShipmentApi.mine}`, () => {
  it('gives the forwarder the late ones first, the longest late first', async () => {
    const rows = await mine('forwarder', { role: 'payee' });
    const late = rows.filter((row) => row.late);
    expect(late.map((row) => row.late?.reason).sort()).toEqual(['cutoff', 'eta']);
    expect(rows.slice(0, late.length)).toEqual(late);
    const since = late.map((row) => Date.parse(row.late?.since ?? ''));
    expect(since).toEqual([...since].sort((a, b) => a - b));
    expect(
      (await mine('forwarder', { role: 'payee', late: 'true' })).map((row) => row.shipmentNo),
    ).toEqual(late.map((row) => row.shipmentNo));
  });

  it('gives the shipper its shipments by status, with ETA and the next cut-off', async () => {
    const booked = await mine('shipper', { role: 'payer', status: 'booked' });
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.every((row) => row.status === 'booked' && row.eta)).toBe(true);
    expect(booked.some((row) => row.nextCutoff)).toBe(true);
    expect(
      await call('GET', ShipmentApi.mine, {
        token: tokenOf('shipper'),
        query: { status: 'sailing' },
      }),
    ).toMatchObject({ code: 4000, data: { field: 'status' } });
  });

  it('finds the shipment of one order for either party, and none for another member', async () => {
    const { shipmentNo, orderNo } = await demo('纺织面料');
    expect((await mine('shipper', { orderNo })).map((row) => row.shipmentNo)).toEqual([shipmentNo]);
    expect((await mine('forwarder', { orderNo })).map((row) => row.shipmentNo)).toEqual([
      shipmentNo,
    ]);
    expect(await mine('consolidator', { orderNo })).toEqual([]);
    expect(await mine('shipper', { orderNo: 'O20260101-9999' })).toEqual([]);
  });
});

describe('a shipment for every paid freight order', () => {
  it('opens when the order is paid, dated at the payment, for the payee to book', async () => {
    const orderNo = db.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo ?? '';
    expect(Object.values(db.shipments).some((row) => row.orderNo === orderNo)).toBe(false);
    await call('POST', DevtoolsApi.config, { body: { paymentSeconds: 0 } });
    const paid = await call('POST', OrderApi.pay, {
      token: tokenOf('shipper'),
      body: { orderNo, method: 'wechat', requestId: 'ship-1' },
    });
    expect(paid.code).toBe(200);
    expect((await call('POST', DevtoolsApi.payment, { body: { orderNo } })).code).toBe(200);
    const opened = (await mine('forwarder', { role: 'payee', status: 'awaiting_booking' })).find(
      (row) => row.orderNo === orderNo,
    );
    expect(opened).toMatchObject({
      shipmentNo: orderNo.replace(/^O/, 'S'),
      status: 'awaiting_booking',
      payer: { enterpriseId: '2001' },
      payee: { enterpriseId: '2002' },
      createdAt: '2026-01-10T10:00:00+08:00',
    });
  });

  it('opens none for a coupon pack', () => {
    const packs = Object.values(db.orders).filter((order) => order.pack && order.status === 'paid');
    expect(packs.length).toBeGreaterThan(0);
    const shipped = new Set(Object.values(db.shipments).map((row) => row.orderNo));
    expect(packs.filter((order) => shipped.has(order.orderNo))).toEqual([]);
  });

  it('opens none for the trade history: orders paid before shipments were tracked', async () => {
    // The demo shipments are seeded, whenever their orders were paid; the settle step opens the rest.
    const seeded = new Set(Object.values(db.shipments).map((row) => row.orderNo));
    await mine('shipper');
    const history = Object.values(db.orders).filter(
      (order) =>
        !seeded.has(order.orderNo) &&
        order.status === 'paid' &&
        order.tenderId &&
        order.paidAt !== undefined &&
        T0 - order.paidAt > TRACKED_DAYS * DAY,
    );
    expect(history.length).toBeGreaterThan(10);
    const shipped = new Set(Object.values(db.shipments).map((row) => row.orderNo));
    expect(history.filter((order) => shipped.has(order.orderNo))).toEqual([]);
    const recent = Object.values(db.orders).filter(
      (order) =>
        order.status === 'paid' &&
        order.tenderId &&
        order.paidAt !== undefined &&
        T0 - order.paidAt <= TRACKED_DAYS * DAY,
    );
    expect(recent.filter((order) => !shipped.has(order.orderNo))).toEqual([]);
  });
});

describe('the demo shipments', () => {
  it('has one in every state between the demo shipper and the demo forwarder or consolidator', async () => {
    const demoRows = (await mine('shipper', { role: 'payer' })).filter((row) =>
      ['2002', '2003'].includes(row.payee.enterpriseId),
    );
    expect(new Set(demoRows.map((row) => row.status))).toEqual(new Set(SHIPMENT_STATUSES));
    expect(new Set(demoRows.flatMap((row) => (row.late ? [row.late.reason] : [])))).toEqual(
      new Set(['cutoff', 'eta']),
    );
  });

  it('uses container numbers with right check digits, and the schedules’ vessels and voyages', () => {
    const bookings = Object.values(db.shipments).flatMap((row) =>
      row.booking ? [row.booking] : [],
    );
    const containers = bookings.flatMap((booking) => booking.containers);
    expect(containers.length).toBeGreaterThan(5);
    expect(containers.filter((container) => !isValidContainerNo(container.containerNo))).toEqual(
      [],
    );
    const listed = bookings
      .map((booking) => ({ booking, sailing: sailingById(booking.sailingId, 'en', 0) }))
      .filter(({ sailing }) => sailing);
    expect(listed.length).toBeGreaterThan(3);
    for (const { booking, sailing } of listed) {
      expect([booking.vessel, booking.voyage, booking.carrier]).toEqual([
        sailing?.vessel,
        sailing?.voyage,
        sailing?.carrier,
      ]);
    }
  });
});
