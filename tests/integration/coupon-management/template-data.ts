/** Coupon data made through the mock API as the pages make it, for the issuer's management page. */
import { CouponApi } from '@/contract/coupon/paths';
import type {
  CouponCheck,
  CouponTemplate,
  TemplateAction,
  TemplateInput,
  UserCoupon,
} from '@/contract/coupon/types';
import { createSessionFor, type DemoKind } from '@mock/testing';

import { call, dataOf } from '../../mock/helpers';

const tokenOf = (kind: DemoKind) => createSessionFor(kind).access_token;

/** A published free template of the demo forwarder: USD 20 off from USD 100, 30 days after claiming. */
export async function activeTemplate(name: string): Promise<CouponTemplate> {
  const input: TemplateInput = {
    name,
    kind: 'cash',
    currency: 'USD',
    faceValue: '20',
    threshold: '100',
    totalQuantity: 10,
    perUserLimit: 5,
    price: '0',
    validityKind: 'days',
    validDays: 30,
  };
  const token = tokenOf('forwarder');
  const saved = dataOf(
    await call<CouponTemplate>('POST', CouponApi.saveTemplate, { body: input, token }),
    'save template',
  );
  const action: TemplateAction = 'publish';
  return dataOf(
    await call<CouponTemplate>('POST', CouponApi.changeTemplate, {
      body: { id: saved.id, action },
      token,
    }),
    'publish template',
  );
}

export async function claimAs(kind: DemoKind, templateId: string): Promise<UserCoupon> {
  return dataOf(
    await call<UserCoupon>('POST', CouponApi.claim, { body: { templateId }, token: tokenOf(kind) }),
    'claim',
  );
}

/** The forwarder redeems a coupon at the counter. */
export async function redeem(code: string): Promise<CouponCheck> {
  return dataOf(
    await call<CouponCheck>('POST', CouponApi.redeem, {
      body: { code },
      token: tokenOf('forwarder'),
    }),
    'redeem',
  );
}
