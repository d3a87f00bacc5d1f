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
  bookShipment,
  correctShipment,
  reviewShipmentDraft,
} from './rules';
import { toShipment, toShipmentSummary } from './views';

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

  endpoint('post', ShipmentApi.book, async (ctx) => {
    const self = currentMember(ctx);
    const booked = bookShipment(db, self, await ctx.json(), ctx.now, ctx.lang);
    return reply(booked, (value) => full(value, ctx.now));
  }),

  endpoint('post', ShipmentApi.milestone, async (ctx) => {
    const self = currentMember(ctx);
    const added = addMilestone(db, self, await ctx.json(), ctx.now);
    return reply(added, (value) => full(value, ctx.now));
  }),

  endpoint('post', ShipmentApi.correct, async (ctx) => {
    const self = currentMember(ctx);
    const corrected = correctShipment(db, self, await ctx.json(), ctx.now);
    return reply(corrected, (value) => full(value, ctx.now));
  }),

  endpoint('post', ShipmentApi.document, async (ctx) => {
    const self = currentMember(ctx);
    const added = addShipmentDocument(db, self, await ctx.json(), ctx.now);
    return reply(added, (value) => full(value, ctx.now));
  }),

  endpoint('post', ShipmentApi.review, async (ctx) => {
    const self = currentMember(ctx);
    const reviewed = reviewShipmentDraft(db, self, await ctx.json(), ctx.now);
    return reply(reviewed, (value) => full(value, ctx.now));
  }),
];

function summary({ row, tender, role }: PartyShipment, now: number) {
  return toShipmentSummary(db, row, tender, role, now);
}

function full({ row, tender, role }: PartyShipment, now: number) {
  return toShipment(db, row, tender, role, now);
}
