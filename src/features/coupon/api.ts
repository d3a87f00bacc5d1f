import { CouponApi } from '@/contract/coupon/paths';
import { CouponReplies } from '@/contract/coupon/replies';
import type {
  ApplyBody,
  BuyBody,
  ChangeTemplateBody,
  MyCouponQuery,
  OfferQuery,
  RedemptionQuery,
  SaveTemplateBody,
  TemplateStatus,
} from '@/contract/coupon/types';
import type { PageQuery } from '@/contract/http';
import { request, type RequestOptions } from '@/lib/request';

/** The issuer's templates with their figures. GET /trading/api/coupon/template/mine */
export function getMyTemplatePage(
  query: PageQuery & { status?: TemplateStatus } = {},
  options?: RequestOptions,
) {
  return request.get(CouponApi.templates, CouponReplies.templates, query, options);
}

/** One of the issuer's templates with claims and uses per day. GET /trading/api/coupon/template/detail */
export function getTemplateDetail(id: string, options?: RequestOptions) {
  return request.get(CouponApi.template, CouponReplies.template, { id }, options);
}

/** Creates a draft or edits a template. POST /trading/api/coupon/template/save */
export function saveTemplate(body: SaveTemplateBody, options?: RequestOptions) {
  return request.post(CouponApi.saveTemplate, CouponReplies.saveTemplate, body, options);
}

/** Publishes, pauses, resumes or ends a template. POST /trading/api/coupon/template/status */
export function changeTemplate(body: ChangeTemplateBody, options?: RequestOptions) {
  return request.post(CouponApi.changeTemplate, CouponReplies.changeTemplate, body, options);
}

/** Free coupons to collect. GET /trading/api/coupon/center */
export function getCollectablePage(query: OfferQuery = {}, options?: RequestOptions) {
  return request.get(CouponApi.collectable, CouponReplies.collectable, query, options);
}

/** Coupons for sale. GET /trading/api/coupon/market */
export function getForSalePage(query: OfferQuery = {}, options?: RequestOptions) {
  return request.get(CouponApi.forSale, CouponReplies.forSale, query, options);
}

/** Issuers with free or sold coupons on offer. GET /trading/api/coupon/issuers */
export function getCouponIssuers(offer: 'free' | 'sold', options?: RequestOptions) {
  return request.get(CouponApi.issuers, CouponReplies.issuers, { offer }, options);
}

/** Claims one free coupon. POST /trading/api/coupon/claim */
export function claimCoupon(templateId: string, options?: RequestOptions) {
  return request.post(CouponApi.claim, CouponReplies.claim, { templateId }, options);
}

/** Buys a pack of coupons: answers the unpaid order. POST /trading/api/coupon/buy */
export function buyCoupons(body: BuyBody, options?: RequestOptions) {
  return request.post(CouponApi.buy, CouponReplies.buy, body, options);
}

/** The member's coupons. GET /trading/api/coupon/mine */
export function getMyCouponPage(query: MyCouponQuery = {}, options?: RequestOptions) {
  return request.get(CouponApi.mine, CouponReplies.mine, query, options);
}

/** How many coupons the member holds per status. GET /trading/api/coupon/counts */
export function getCouponCounts(options?: RequestOptions) {
  return request.get(CouponApi.counts, CouponReplies.counts, undefined, options);
}

/** The payer's coupons usable on an order, best first. GET /trading/api/coupon/usable */
export function getUsableCoupons(orderNo: string, options?: RequestOptions) {
  return request.get(CouponApi.usable, CouponReplies.usable, { orderNo }, options);
}

/** Reserves a coupon for an order, or releases it (code null). POST /trading/api/coupon/apply */
export function applyCoupon(body: ApplyBody, options?: RequestOptions) {
  return request.post(CouponApi.apply, CouponReplies.apply, body, options);
}

/** The issuer looks a code up. GET /trading/api/coupon/check */
export function checkCoupon(code: string, options?: RequestOptions) {
  return request.get(CouponApi.check, CouponReplies.check, { code }, options);
}

/** The issuer redeems a coupon offline. POST /trading/api/coupon/redeem */
export function redeemCoupon(code: string, options?: RequestOptions) {
  return request.post(CouponApi.redeem, CouponReplies.redeem, { code }, options);
}

/** The issuer's coupons used, on an order or at the counter, newest first. GET /trading/api/coupon/redemptions */
export function getRedemptionPage(query: RedemptionQuery = {}, options?: RequestOptions) {
  return request.get(CouponApi.redemptions, CouponReplies.redemptions, query, options);
}
