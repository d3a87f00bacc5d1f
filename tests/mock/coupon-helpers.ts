/** Coupon calls for the mock rule tests (coupon-*.test.ts), as the pages make them. */
import { BidApi } from '@/contract/bid/paths';
import type { Bid } from '@/contract/bid/types';
import { CouponApi } from '@/contract/coupon/paths';
import type {
  CouponCheck,
  CouponCounts,
  CouponOffer,
  CouponRedemption,
  CouponTemplate,
  SaveTemplateBody,
  TemplateAction,
  UsableCoupon,
  MemberCoupon,
} from '@/contract/coupon/types';
import type { Page } from '@/contract/http';
import { OrderApi } from '@/contract/order/paths';
import type { Order, Payment } from '@/contract/order/types';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderAward, TenderDetail } from '@/contract/tender/types';
import type { DemoKind } from '@mock/testing';

import { call, dataOf } from './helpers';
import { bidBody, tenderBody, tokenOf } from './trade-helpers';

export type Lang = 'zh-CN' | 'en-US';
const withLang = (lang?: Lang) => (lang ? { lang } : {});

/** A free USD cash template at T0 (2026-01-10): 100 off orders from 1,000, until 31 March. */
export function templateBody(overrides: Record<string, unknown> = {}): SaveTemplateBody {
  return {
    name: '测试券 USD 100',
    kind: 'cash',
    currency: 'USD',
    faceValue: '100',
    threshold: '1000',
    totalQuantity: 10,
    perUserLimit: 2,
    price: '0',
    validityKind: 'range',
    validFrom: '2026-01-10',
    validTo: '2026-03-31',
    ...overrides,
  } as SaveTemplateBody;
}

export const saveTemplate = (body: unknown, kind: DemoKind = 'forwarder', lang?: Lang) =>
  call<CouponTemplate>('POST', CouponApi.saveTemplate, {
    body,
    token: tokenOf(kind),
    ...withLang(lang),
  });

export const changeTemplate = (
  id: string,
  action: TemplateAction | string,
  kind: DemoKind = 'forwarder',
  lang?: Lang,
) =>
  call<CouponTemplate>('POST', CouponApi.changeTemplate, {
    body: { id, action },
    token: tokenOf(kind),
    ...withLang(lang),
  });

/** A template saved and published by `kind`. */
export async function activeTemplate(
  overrides: Record<string, unknown> = {},
  kind: DemoKind = 'forwarder',
): Promise<CouponTemplate> {
  const saved = await saveTemplate(templateBody(overrides), kind);
  if (!saved.data) throw new Error(`save failed: ${saved.message}`);
  const published = await changeTemplate(saved.data.id, 'publish', kind);
  if (!published.data) throw new Error(`publish failed: ${published.message}`);
  return published.data;
}

export const templatePage = (
  query: Record<string, string | number> = {},
  kind: DemoKind = 'forwarder',
) =>
  call<Page<CouponTemplate>>('GET', CouponApi.templates, {
    query: { size: 100, ...query },
    token: tokenOf(kind),
  });

export const offers = (
  which: 'collectable' | 'forSale',
  query: Record<string, string | number> = {},
  kind: DemoKind = 'shipper',
) =>
  call<Page<CouponOffer>>('GET', CouponApi[which], {
    query: { size: 100, ...query },
    token: tokenOf(kind),
  });

export const claim = (templateId: string, kind: DemoKind = 'shipper', lang?: Lang) =>
  call<MemberCoupon>('POST', CouponApi.claim, {
    body: { templateId },
    token: tokenOf(kind),
    ...withLang(lang),
  });

/** Claims one coupon and answers its code. */
export async function claimedCode(templateId: string, kind: DemoKind = 'shipper'): Promise<string> {
  const reply = await claim(templateId, kind);
  if (!reply.data) throw new Error(`claim failed: ${reply.message}`);
  return reply.data.code;
}

export const buy = (
  templateId: string,
  quantity: unknown,
  requestId: string,
  kind: DemoKind = 'shipper',
  lang?: Lang,
) =>
  call<Order>('POST', CouponApi.buy, {
    body: { templateId, quantity, requestId },
    token: tokenOf(kind),
    ...withLang(lang),
  });

export const mine = (status?: string, kind: DemoKind = 'shipper') =>
  call<Page<MemberCoupon>>('GET', CouponApi.mine, {
    query: { size: 100, ...(status ? { status } : {}) },
    token: tokenOf(kind),
  });

export const counts = (kind: DemoKind = 'shipper') =>
  call<CouponCounts>('GET', CouponApi.counts, { token: tokenOf(kind) });

export const usable = (orderNo: string, kind: DemoKind = 'shipper') =>
  call<UsableCoupon[]>('GET', CouponApi.usable, { query: { orderNo }, token: tokenOf(kind) });

export const apply = (
  orderNo: string,
  code: string | null,
  kind: DemoKind = 'shipper',
  lang?: Lang,
) =>
  call<Order>('POST', CouponApi.apply, {
    body: { orderNo, code },
    token: tokenOf(kind),
    ...withLang(lang),
  });

export const check = (code: string, kind: DemoKind = 'forwarder', lang?: Lang) =>
  call<CouponCheck>('GET', CouponApi.check, {
    query: { code },
    token: tokenOf(kind),
    ...withLang(lang),
  });

export const redeem = (code: string, kind: DemoKind = 'forwarder', lang?: Lang) =>
  call<CouponCheck>('POST', CouponApi.redeem, {
    body: { code },
    token: tokenOf(kind),
    ...withLang(lang),
  });

export const redemptions = (
  query: Record<string, string | number> = {},
  kind: DemoKind = 'forwarder',
  lang?: Lang,
) =>
  call<Page<CouponRedemption>>('GET', CouponApi.redemptions, {
    query: { size: 100, ...query },
    token: tokenOf(kind),
    ...withLang(lang),
  });

export const orderOf = (orderNo: string, kind: DemoKind = 'shipper') =>
  call<Order>('GET', OrderApi.detail, { query: { orderNo }, token: tokenOf(kind) });

export const pay = (
  orderNo: string,
  method: string,
  requestId: string,
  kind: DemoKind = 'shipper',
  lang?: Lang,
) =>
  call<Payment>('POST', OrderApi.pay, {
    body: { orderNo, method, requestId },
    token: tokenOf(kind),
    ...withLang(lang),
  });

export const cancel = (orderNo: string, kind: DemoKind = 'shipper') =>
  call<Order>('POST', OrderApi.cancel, { body: { orderNo }, token: tokenOf(kind) });

/**
 * A fresh unpaid freight order of the demo shipper's at T0, paid to `bidder`: 2×40HQ + 1×20GP
 * at 1850, BAF 120 per container, DOC 50 = USD 5,960.00 unless the bid says otherwise.
 */
export async function freightOrder(
  bidder: DemoKind = 'forwarder',
  bid: Record<string, unknown> = {},
): Promise<Order> {
  const tender = dataOf(
    await call<TenderDetail>('POST', TenderApi.create, {
      body: tenderBody(),
      token: tokenOf('shipper'),
    }),
    'tender',
  );
  const submitted = dataOf(
    await call<Bid>('POST', BidApi.submit, { body: bidBody(tender, bid), token: tokenOf(bidder) }),
    'bid',
  );
  const award = dataOf(
    await call<TenderAward>('POST', TenderApi.award, {
      body: { tenderId: tender.id, bidId: submitted.id },
      token: tokenOf('shipper'),
    }),
    'award',
  );
  return dataOf(await orderOf(award.orderNo), 'order');
}
