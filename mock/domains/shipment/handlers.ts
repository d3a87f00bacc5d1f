import { BizCode } from '@/contract/http';
import { ShipmentApi } from '@/contract/shipment/paths';
import { SHIPMENT_ROLES, SHIPMENT_STATUSES } from '@/contract/shipment/types';

import { endpoint } from '../../core/endpoint';
import { fail, ok, page, reply } from '../../core/envelope';
import { currentMember } from '../../core/guard';
import { oneOf } from '../../core/input';
import { pageParams } from '../../core/parse';
import { db } from '../../core/store';
import { partyShipment, type PartyShipment } from './access';
import { latenessOf, payeeOrder, payerOrder } from './lateness';
import { statusOf } from './milestones';
import {
  addMilestone,
  addShipmentDocument,
  bodyShipment,
  bookShipment,
  correctShipment,
  reviewShipmentDraft,
} from './rules';
import { toShipment, toShipmentSummary } from './views';

/** The writes, each on a shipment the caller is a party to; each answers it as it now stands. */
const PARTY_WRITES = [
  [ShipmentApi.book, bookShipment],
  [ShipmentApi.milestone, addMilestone],
  [ShipmentApi.correct, correctShipment],
  [ShipmentApi.document, addShipmentDocument],
  [ShipmentApi.review, reviewShipmentDraft],
] as const;

/**
 * Shipments of paid freight orders (ShipmentApi): the order's payer and payee only. Every write
 * answers the shipment as it now stands.
 */
export const handlers = [
  endpoint('get', ShipmentApi.mine, (ctx) => {
    const self = currentMember(ctx);
    const { current, size } = pageParams(ctx.query);
    const role = ctx.query.get('role') || undefined;
    const status = ctx.query.get('status') || undefined;
    const late = ctx.query.get('late') || undefined;
    const orderNo = ctx.query.get('orderNo') || undefined;
    if (role !== undefined && !oneOf(role, SHIPMENT_ROLES)) {
      return fail(BizCode.validation, 'field.invalid', { field: 'role' });
    }
    if (status !== undefined && !oneOf(status, SHIPMENT_STATUSES)) {
      return fail(BizCode.validation, 'field.invalid', { field: 'status' });
    }
    if (late !== undefined && late !== 'true' && late !== 'false') {
      return fail(BizCode.validation, 'field.invalid', { field: 'late' });
    }
    const rows = Object.values(db.shipments)
      .filter(
        (row) =>
          (role !== 'payee' && row.payerId === self.id) ||
          (role !== 'payer' && row.payeeId === self.id),
      )
      .filter((row) => !orderNo || row.orderNo === orderNo)
      .filter((row) => !status || statusOf(row) === status)
      .filter((row) => late !== 'true' || latenessOf(row, ctx.now) !== undefined)
      .sort(role === 'payer' ? payerOrder : payeeOrder(ctx.now));
    const paged = page(rows, current, size);
    const records = paged.records.flatMap((row) => {
      const found = partyShipment(db, self, row.shipmentNo);
      return found.ok ? [summary(found.value, ctx.now)] : [];
    });
    return ok({ ...paged, records });
  }),

  endpoint('get', ShipmentApi.detail, (ctx) => {
    const self = currentMember(ctx);
    const found = partyShipment(db, self, ctx.query.get('shipmentNo') ?? '');
    return reply(found, (value) => full(value, ctx.now));
  }),

  ...PARTY_WRITES.map(([path, write]) =>
    endpoint('post', path, async (ctx) => {
      const member = currentMember(ctx);
      const body = await ctx.json();
      const party = bodyShipment(db, member, body);
      const context = { member, now: ctx.now, lang: ctx.lang };
      const refused = party.ok ? write(db, party.value, body, context) : undefined;
      return reply(refused ?? party, (value) => full(value, ctx.now));
    }),
  ),
];

function summary({ row, tender, role }: PartyShipment, now: number) {
  return toShipmentSummary(db, row, tender, role, now);
}

function full({ row, tender, role }: PartyShipment, now: number) {
  return toShipment(db, row, tender, role, now);
}
