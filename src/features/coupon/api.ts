import type { PartyRef } from '@/contract/common/trade';
import { CouponApi } from '@/contract/coupon/paths';
import type {
  ApplyBody,
  BuyBody,
  ChangeTemplateBody,
  CouponCheck,
  CouponCounts,
  CouponOffer,
  CouponTemplate,
  MyCouponQuery,
  OfferQuery,
  SaveTemplateBody,
  TemplateDetail,
  TemplateStatus,
  UsableCoupon,
  MemberCoupon,
} from '@/contract/coupon/types';
import type { Page, PageQuery } from '@/contract/http';
import type { Order } from '@/contract/order/types';
import { request, type RequestOptions } from '@/lib/request';

/** The issuer's templates with their figures. GET /trading/api/coupon/template/mine */
export function getMyTemplatePage(
  query: PageQuery & { status?: TemplateStatus } = {},
  options?: RequestOptions,
) {
  return request.get<Page<CouponTemplate>>(CouponApi.templates, query, options);
}

/** One of the issuer's templates with claims and uses per day. GET /trading/api/coupon/template/detail */
export function getTemplateDetail(id: string, options?: RequestOptions) {
  return request.get<TemplateDetail>(CouponApi.template, { id }, options);
}

/** Creates a draft or edits a template. POST /trading/api/coupon/template/save */
export function saveTemplate(body: SaveTemplateBody, options?: RequestOptions) {
  return request.post<CouponTemplate>(CouponApi.saveTemplate, body, options);
}

/** Publishes, pauses, resumes or ends a template. POST /trading/api/coupon/template/status */
export function changeTemplate(body: ChangeTemplateBody, options?: RequestOptions) {
  return request.post<CouponTemplate>(CouponApi.changeTemplate, body, options);
}

/** Free coupons to collect. GET /trading/api/coupon/center */
export function getCollectablePage(query: OfferQuery = {}, options?: RequestOptions) {
  return request.get<Page<CouponOffer>>(CouponApi.collectable, query, options);
}

/** Coupons for sale. GET /trading/api/coupon/market */
export function getForSalePage(query: OfferQuery = {}, options?: RequestOptions) {
  return request.get<Page<CouponOffer>>(CouponApi.forSale, query, options);
}

/** Issuers with free or sold coupons on offer. GET /trading/api/coupon/issuers */
export function getCouponIssuers(offer: 'free' | 'sold', options?: RequestOptions) {
  return request.get<PartyRef[]>(CouponApi.issuers, { offer }, options);
}

/** Claims one free coupon. POST /trading/api/coupon/claim */
export function claimCoupon(templateId: string, options?: RequestOptions) {
  return request.post<MemberCoupon>(CouponApi.claim, { templateId }, options);
}

/** Buys a pack of coupons: answers the unpaid order. POST /trading/api/coupon/buy */
export function buyCoupons(body: BuyBody, options?: RequestOptions) {
  return request.post<Order>(CouponApi.buy, body, options);
}

/** The member's coupons. GET /trading/api/coupon/mine */
export function getMyCouponPage(query: MyCouponQuery = {}, options?: RequestOptions) {
  return request.get<Page<MemberCoupon>>(CouponApi.mine, query, options);
}

/** How many coupons the member holds per status. GET /trading/api/coupon/counts */
export function getCouponCounts(options?: RequestOptions) {
  return request.get<CouponCounts>(CouponApi.counts, undefined, options);
}

/** The payer's coupons usable on an order, best first. GET /trading/api/coupon/usable */
export function getUsableCoupons(orderNo: string, options?: RequestOptions) {
  return request.get<UsableCoupon[]>(CouponApi.usable, { orderNo }, options);
}

/** Reserves a coupon for an order, or releases it (code null). POST /trading/api/coupon/apply */
export function applyCoupon(body: ApplyBody, options?: RequestOptions) {
  return request.post<Order>(CouponApi.apply, body, options);
}

/** The issuer looks a code up. GET /trading/api/coupon/check */
export function checkCoupon(code: string, options?: RequestOptions) {
  return request.get<CouponCheck>(CouponApi.check, { code }, options);
}

/** The issuer redeems a coupon offline. POST /trading/api/coupon/redeem */
export function redeemCoupon(code: string, options?: RequestOptions) {
  return request.post<CouponCheck>(CouponApi.redeem, { code }, options);
}
