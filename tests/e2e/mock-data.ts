/**
 * What the mock holds, asked through the HTTP API as the pages ask it: the real ids a spec opens
 * detail pages with, and the orders and bids it makes for itself (the mock is shared by parallel
 * workers, so a spec makes its own instead of changing seed rows).
 */
import * as v from 'valibot';

import { API_PREFIX } from '../../src/contract/http';
import { ShipmentApi } from '../../src/contract/shipment/paths';
import { ShipmentReplies } from '../../src/contract/shipment/replies';
import { type DemoKind } from './fixtures';
import { call } from './fresh-account';
import { apiToken, awardedOrder, bidBody, createTender, submitBid } from './trade-api';

import type { ReplySchema } from '../../src/contract/schema';
import type { APIRequestContext } from '@playwright/test';

const tokens = new Map<DemoKind, Promise<string>>();

/** An access token of a demo account, one login per worker. */
export function tokenOf(request: APIRequestContext, kind: DemoKind): Promise<string> {
  let token = tokens.get(kind);
  if (!token) {
    token = apiToken(request, kind);
    tokens.set(kind, token);
  }
  return token;
}

/** The payload of a GET of the mock (as `as`, or a visitor), parsed with the path's schema. */
export async function ask<S extends ReplySchema>(
  request: APIRequestContext,
  path: string,
  schema: S,
  params: Record<string, string | number> = {},
  as?: DemoKind,
): Promise<v.InferOutput<S>> {
  const headers = as ? { token: await tokenOf(request, as) } : undefined;
  const payload = await call<unknown>(
    request.get(`${API_PREFIX}${path}`, { params, ...(headers ? { headers } : {}) }),
  );
  return v.parse(schema, payload);
}

export function firstOf<T>(list: readonly T[], what: string): T {
  const [first] = list;
  if (first === undefined) throw new Error(`the mock has no ${what}`);
  return first;
}

/** The id of the first record of a paged GET of the mock (a visitor's), for a detail page. */
export async function firstIdOf<S extends ReplySchema>(
  request: APIRequestContext,
  path: string,
  schema: S,
  what: string,
  params: Record<string, string | number> = {},
): Promise<string> {
  const page = (await ask(request, path, schema, { current: 1, size: 1, ...params })) as {
    records: readonly { id: string }[];
  };
  return firstOf(page.records, what).id;
}

/** A fresh order the demo shipper has to pay (the demo forwarder's bid, awarded). */
export async function unpaidOrder(request: APIRequestContext): Promise<string> {
  return awardedOrder(request, await tokenOf(request, 'forwarder'));
}

/** A tender of the demo shipper with a live bid of the demo forwarder (notifies the shipper). */
export async function tenderWithBid(request: APIRequestContext): Promise<string> {
  const tender = await createTender(request, await tokenOf(request, 'shipper'));
  await submitBid(request, await tokenOf(request, 'forwarder'), bidBody(tender));
  return tender.id;
}

/** The newest shipment of the demo shipper (the seed gives it several). */
export async function shipperShipment(request: APIRequestContext): Promise<string> {
  const page = await ask(
    request,
    ShipmentApi.mine,
    ShipmentReplies.mine,
    { current: 1, size: 1, role: 'payer' },
    'shipper',
  );
  return firstOf(page.records, 'shipment of the demo shipper').shipmentNo;
}
