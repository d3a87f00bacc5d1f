/**
 * Coupon data made through the mock API as the pages make it: an issuer (the demo forwarder by
 * default) saves and publishes a template, members claim, buy, apply and the issuer redeems.
 */
import { CouponApi } from '@/contract/coupon/paths';
import type {
  CouponCheck,
  CouponTemplate,
  TemplateAction,
  TemplateInput,
  MemberCoupon,
} from '@/contract/coupon/types';
import { OrderApi } from '@/contract/order/paths';
import type { Order } from '@/contract/order/types';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { createSessionFor, type DemoKind } from '@mock/testing';

import { call, dataOf } from '../mock/helpers';

const tokenOf = (kind: DemoKind) => createSessionFor(kind).access_token;

let serial = 0;

/**
 * An active template, free unless `price` says otherwise: by default CNY 200.00 off orders from
 * CNY 2,000.00, 5 in stock, 2 per member, valid 30 days after claiming; a name no seed uses.
 */
export async function makeTemplate(
  overrides: Partial<TemplateInput> = {},
  issuer: DemoKind = 'forwarder',
): Promise<CouponTemplate> {
  serial += 1;
  const input: TemplateInput = {
    name: `集成测试券 ${serial}`,
    kind: 'cash',
    currency: 'CNY',
    faceValue: '200.00',
    threshold: '2000.00',
    totalQuantity: 5,
    perUserLimit: 2,
    price: '0',
    validityKind: 'days',
    validDays: 30,
    ...overrides,
  };
  const token = tokenOf(issuer);
  const saved = dataOf(
    await call<CouponTemplate>('POST', CouponApi.saveTemplate, { body: input, token }),
    'save template',
  );
  await changeTemplate(saved.id, 'publish', issuer);
  return saved;
}

export async function changeTemplate(
  id: string,
  action: TemplateAction,
  issuer: DemoKind = 'forwarder',
): Promise<CouponTemplate> {
  return dataOf(
    await call<CouponTemplate>('POST', CouponApi.changeTemplate, {
      body: { id, action },
      token: tokenOf(issuer),
    }),
    `${action} template`,
  );
}

export async function claimAs(kind: DemoKind, templateId: string): Promise<MemberCoupon> {
  return dataOf(
    await call<MemberCoupon>('POST', CouponApi.claim, {
      body: { templateId },
      token: tokenOf(kind),
    }),
    'claim',
  );
}

/** Reserves `code` for the order (the payment page's coupon step). */
export async function applyAs(kind: DemoKind, orderNo: string, code: string): Promise<Order> {
  return dataOf(
    await call<Order>('POST', CouponApi.apply, { body: { orderNo, code }, token: tokenOf(kind) }),
    'apply',
  );
}

/** The issuer redeems a coupon at the counter. */
export async function redeemAs(kind: DemoKind, code: string): Promise<CouponCheck> {
  return dataOf(
    await call<CouponCheck>('POST', CouponApi.redeem, { body: { code }, token: tokenOf(kind) }),
    'redeem',
  );
}

/** Buys `quantity` coupons of a sold template: answers the unpaid coupon-pack order. */
export async function buyAs(kind: DemoKind, templateId: string, quantity: number): Promise<Order> {
  return dataOf(
    await call<Order>('POST', CouponApi.buy, {
      body: { templateId, quantity, requestId: `buy-${templateId}-${quantity}-${kind}` },
      token: tokenOf(kind),
    }),
    'buy',
  );
}

/** The payer cancels an unpaid order (a coupon pack's held stock goes back). */
export async function cancelAs(kind: DemoKind, orderNo: string): Promise<Order> {
  return dataOf(
    await call<Order>('POST', OrderApi.cancel, { body: { orderNo }, token: tokenOf(kind) }),
    'cancel',
  );
}

/**
 * A new USD cash template worth `faceValue` off orders from that amount, one coupon of it claimed
 * by the demo shipper and reserved for `orderNo`.
 */
export async function reservedCoupon(orderNo: string, faceValue: string) {
  const template = await makeTemplate({ currency: 'USD', faceValue, threshold: faceValue });
  const coupon = await claimAs('shipper', template.id);
  await applyAs('shipper', orderNo, coupon.code);
  return { template, coupon };
}

/** The coupon's validity ran out a second ago (it was issued with it; this moves it). */
export function expireCoupon(code: string): void {
  const row = db.coupons[code];
  if (!row) throw new Error(`no coupon ${code}`);
  row.validTo = now() - 1000;
}
