/**
 * A fresh order made through the mock API as the pages make it: the demo shipper issues a tender,
 * a bidder (the demo forwarder by default) bids, the shipper awards it.
 */
import { BidApi } from '@/contract/bid/paths';
import type { Bid, BidBody } from '@/contract/bid/types';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderAward, TenderBody, TenderDetail } from '@/contract/tender/types';
import { db } from '@mock/core/store';
import { createSessionFor, type DemoKind } from '@mock/testing';

import { call, dataOf } from '../../mock/helpers';

const DAY = 24 * 3600 * 1000;
const chinaDate = (days: number) =>
  new Date(Date.now() + days * DAY + 8 * 3600 * 1000).toISOString().slice(0, 10);

/** 2 × 40HQ Shanghai → Los Angeles; the bid: 1850.00 per container, BAF 120.00 per container, DOC 50.00. */
export async function makeOrder(bidder: DemoKind = 'forwarder') {
  const shipper = createSessionFor('shipper').access_token;
  const tenderBody: TenderBody = {
    title: '上海至洛杉矶整箱 支付测试',
    shipmentType: 'FCL',
    pol: 'CNSHA',
    pod: 'USLAX',
    containers: [{ type: '40HQ', quantity: 2 }],
    cargoName: 'Garden tools',
    cargoType: 'general',
    incoterm: 'FOB',
    readyDate: chinaDate(10),
    bidDeadline: new Date(Date.now() + 3 * DAY).toISOString(),
    currency: 'USD',
  };
  const tender = dataOf(
    await call<TenderDetail>('POST', TenderApi.create, { body: tenderBody, token: shipper }),
    'tender',
  );
  const bidBody: BidBody = {
    tenderId: tender.id,
    currency: 'USD',
    freight: [{ unit: '40HQ', amount: '1850.00' }],
    surcharges: [
      { code: 'BAF', amount: '120.00', unit: 'per_container' },
      { code: 'DOC', amount: '50.00', unit: 'per_bl' },
    ],
    carrier: 'COSU',
    transitDays: 16,
    etd: chinaDate(12),
    validUntil: chinaDate(30),
    freeDays: 7,
  };
  const bid = dataOf(
    await call<Bid>('POST', BidApi.submit, {
      body: bidBody,
      token: createSessionFor(bidder).access_token,
    }),
    'bid',
  );
  const award = dataOf(
    await call<TenderAward>('POST', TenderApi.award, {
      body: { tenderId: tender.id, bidId: bid.id },
      token: shipper,
    }),
    'award',
  );
  const order = db.orders[award.orderNo];
  if (!order) throw new Error(`order ${award.orderNo} is not in the mock database`);
  return order;
}
