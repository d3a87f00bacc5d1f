/** Coupons: the mock's reply messages (registered with the domain) and the names of their fields. */
import type { TemplateAction, TemplateStatus } from '@/contract/coupon/types';

import type { Text } from '../../core/text';

export const couponMessages = {
  'coupon.templateNotFound': {
    zh: '该优惠券模板不存在',
    en: 'This coupon template does not exist.',
  },
  'coupon.notTemplateOwner': {
    zh: '只能操作本企业的优惠券模板',
    en: 'You can only change your own company’s coupon templates.',
  },
  'coupon.templateEnded': {
    zh: '该优惠券模板已结束，不能再修改',
    en: 'This coupon template has ended and can no longer be changed.',
  },
  'coupon.transition': {
    zh: '该模板{status}，不能{action}',
    en: 'This template is {status}: it cannot be {action}.',
  },
  'coupon.frozen': {
    zh: '已有优惠券被领取，{label}不能再修改',
    en: '{label} cannot change once coupons have been claimed.',
  },
  'coupon.onlyGrows': {
    zh: '已有优惠券被领取或待支付，{label}只能增加，不能少于现在的 {total} 张',
    en: '{label} can only grow once coupons have been claimed or ordered: at least the current {total}.',
  },
  'coupon.priceOnOrder': {
    zh: '有 {held} 张优惠券在待支付的券包订单中，{label}暂不能修改',
    en: '{label} cannot change while {held} coupons are on unpaid pack orders.',
  },
  'coupon.thresholdBelowFace': {
    zh: '使用门槛不能低于面额',
    en: 'The minimum order amount cannot be below the face value.',
  },
  'coupon.limitAboveTotal': {
    zh: '每人限领不能超过发行总量',
    en: 'The per-member limit cannot exceed the total quantity.',
  },
  'coupon.validToBeforeFrom': {
    zh: '有效期止不能早于有效期起',
    en: 'The validity cannot end before it starts.',
  },
  'coupon.offerNotFound': {
    zh: '该优惠券不存在或未发放',
    en: 'This coupon does not exist or is not on offer.',
  },
  'coupon.ownOffer': {
    zh: '不能领取或购买本企业发放的优惠券',
    en: 'You cannot collect or buy your own company’s coupons.',
  },
  'coupon.notFree': {
    zh: '该优惠券需在优惠券市场购买',
    en: 'This coupon is sold on the coupon market: it cannot be collected for free.',
  },
  'coupon.notForSale': {
    zh: '该优惠券免费发放，请到领券中心领取',
    en: 'This coupon is free: collect it in the collection centre.',
  },
  'coupon.paused': {
    zh: '发放方已暂停该优惠券，暂时不能领取或购买',
    en: 'The issuer has paused this coupon: it cannot be collected or bought for now.',
  },
  'coupon.ended': {
    zh: '该优惠券已停止发放',
    en: 'This coupon is no longer offered.',
  },
  'coupon.validityOver': {
    zh: '该优惠券的有效期已过，不能再领取或购买',
    en: 'This coupon’s validity is over: it can no longer be collected or bought.',
  },
  'coupon.soldOut': {
    zh: '该优惠券已被领完',
    en: 'This coupon has run out.',
  },
  'coupon.notEnoughLeft': {
    zh: '该优惠券仅剩 {left} 张',
    en: 'Only {left} left of this coupon.',
  },
  'coupon.limitReached': {
    zh: '每位会员最多持有该优惠券 {limit} 张（含待支付），您已达到上限',
    en: 'You already have {limit} of this coupon (orders to pay included), the most one member may hold.',
  },
  'coupon.packNoCoupon': {
    zh: '购买优惠券的订单不能使用优惠券',
    en: 'Coupons cannot be used to pay for coupons.',
  },
  'coupon.orderNotUnpaid': {
    zh: '只有待支付的订单可以选择优惠券',
    en: 'A coupon can only be chosen for an unpaid order.',
  },
  'coupon.notYours': {
    zh: '您没有该券码的优惠券',
    en: 'You have no coupon with this code.',
  },
  'coupon.unusable.issuer': {
    zh: '该优惠券仅限支付给{issuer}的订单使用',
    en: 'Only orders paid to {issuer} can take this coupon.',
  },
  'coupon.unusable.currency': {
    zh: '该优惠券仅限 {currency} 订单使用',
    en: 'This coupon is only for orders in {currency}.',
  },
  'coupon.unusable.threshold': {
    zh: '订单金额须满 {threshold} 才能使用该优惠券',
    en: 'This coupon needs an order of at least {threshold}.',
  },
  'coupon.unusable.reserved': {
    zh: '该优惠券已被订单 {orderNo} 占用，请先在该订单取消使用',
    en: 'This coupon is reserved for order {orderNo}. Release it there first.',
  },
  'coupon.unusable.used': {
    zh: '该优惠券已使用',
    en: 'This coupon has already been used.',
  },
  'coupon.unusable.expired': {
    zh: '该优惠券已过期',
    en: 'This coupon has expired.',
  },
  'coupon.unusable.notYet': {
    zh: '该优惠券 {when} 起才能使用',
    en: 'This coupon can only be used from {when}.',
  },
  'coupon.invalidAtPay': {
    zh: '优惠券 {code} 已失效，已从订单中移除，请确认应付金额后重新支付',
    en: 'The coupon {code} is no longer valid and was removed from this order. Check the amount to pay and pay again.',
  },
  'coupon.codeLength': {
    zh: '{label}须为 {length} 位',
    en: '{label} must be {length} characters long.',
  },
  'coupon.codeAlphabet': {
    zh: '{label}含有券码中不会出现的字符',
    en: '{label} contains characters a coupon code never has.',
  },
  'coupon.codeNotFound': {
    zh: '没有该券码的优惠券',
    en: 'No coupon has this code.',
  },
  'coupon.foreign': {
    zh: '该券码不是本企业发放的优惠券，不能查看或核销',
    en: 'This code is not one of your company’s coupons: it cannot be checked or redeemed here.',
  },
  'coupon.alreadyRedeemed': {
    zh: '该优惠券已于 {when} 由{who}核销',
    en: 'This coupon was already used: redeemed by {who} on {when}.',
  },
  'coupon.alreadyUsedOnOrder': {
    zh: '该优惠券已于 {when} 在订单 {orderNo} 中使用',
    en: 'This coupon was already used on {when}, on order {orderNo}.',
  },
  'coupon.reservedNoRedeem': {
    zh: '该优惠券已被待支付订单占用，不能核销',
    en: 'This coupon is reserved for an unpaid order and cannot be redeemed.',
  },
  'coupon.expiredNoRedeem': {
    zh: '该优惠券已于 {when} 过期，不能核销',
    en: 'This coupon expired on {when} and cannot be redeemed.',
  },
  'coupon.notYetNoRedeem': {
    zh: '该优惠券 {when} 起才能使用，暂不能核销',
    en: 'This coupon can only be used from {when}: it cannot be redeemed yet.',
  },
} as const satisfies Record<string, Text>;

/** The names of the coupon calls' fields, given to each 4000 as its `label`. */
export const COUPON_FIELD_LABELS: Record<string, Text> = {
  id: { zh: '优惠券模板', en: 'coupon template' },
  templateId: { zh: '优惠券', en: 'coupon' },
  name: { zh: '优惠券名称', en: 'coupon name' },
  kind: { zh: '优惠券类型', en: 'coupon type' },
  currency: { zh: '币种', en: 'currency' },
  faceValue: { zh: '面额', en: 'face value' },
  percent: { zh: '折扣比例', en: 'percentage off' },
  cap: { zh: '最高优惠', en: 'maximum discount' },
  threshold: { zh: '使用门槛', en: 'minimum order amount' },
  totalQuantity: { zh: '发行总量', en: 'total quantity' },
  perUserLimit: { zh: '每人限领', en: 'per-member limit' },
  price: { zh: '售价', en: 'price' },
  validityKind: { zh: '有效期类型', en: 'validity type' },
  validFrom: { zh: '有效期起', en: 'valid-from date' },
  validTo: { zh: '有效期止', en: 'valid-to date' },
  validDays: { zh: '有效天数', en: 'days of validity' },
  description: { zh: '使用说明', en: 'description' },
  action: { zh: '操作', en: 'action' },
  status: { zh: '状态', en: 'status' },
  offer: { zh: '发放方式', en: 'offer' },
  issuerId: { zh: '发放企业', en: 'issuer' },
  quantity: { zh: '购买数量', en: 'number of coupons' },
  requestId: { zh: '请求编号', en: 'request id' },
  code: { zh: '券码', en: 'coupon code' },
  orderNo: { zh: '订单', en: 'order' },
};

export const TEMPLATE_STATUS_TEXT: Record<TemplateStatus, Text> = {
  draft: { zh: '为草稿', en: 'a draft' },
  active: { zh: '发放中', en: 'active' },
  paused: { zh: '已暂停', en: 'paused' },
  ended: { zh: '已结束', en: 'ended' },
};

export const TEMPLATE_ACTION_TEXT: Record<TemplateAction, Text> = {
  publish: { zh: '发布', en: 'published' },
  pause: { zh: '暂停', en: 'paused' },
  resume: { zh: '恢复发放', en: 'resumed' },
  end: { zh: '结束', en: 'ended' },
};
