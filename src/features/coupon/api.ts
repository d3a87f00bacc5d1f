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
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** The issuer's templates with their figures. GET /trading/api/coupon/template/mine */
export function getMyTemplatePage(
  query: PageQuery & { status?: TemplateStatus } = {},
  options?: RequestOptions,
) {
  return request.get(CouponApi.templates, unchecked<Page<CouponTemplate>>(), query, options);
}

/** One of the issuer's templates with claims and uses per day. GET /trading/api/coupon/template/detail */
export function getTemplateDetail(id: string, options?: RequestOptions) {
  return request.get(CouponApi.template, unchecked<TemplateDetail>(), { id }, options);
}

/** Creates a draft or edits a template. POST /trading/api/coupon/template/save */
export function saveTemplate(body: SaveTemplateBody, options?: RequestOptions) {
  return request.post(CouponApi.saveTemplate, unchecked<CouponTemplate>(), body, options);
}

/** Publishes, pauses, resumes or ends a template. POST /trading/api/coupon/template/status */
export function changeTemplate(body: ChangeTemplateBody, options?: RequestOptions) {
  return request.post(CouponApi.changeTemplate, unchecked<CouponTemplate>(), body, options);
}

/** Free coupons to collect. GET /trading/api/coupon/center */
export function getCollectablePage(query: OfferQuery = {}, options?: RequestOptions) {
  return request.get(CouponApi.collectable, unchecked<Page<CouponOffer>>(), query, options);
}

/** Coupons for sale. GET /trading/api/coupon/market */
export function getForSalePage(query: OfferQuery = {}, options?: RequestOptions) {
  return request.get(CouponApi.forSale, unchecked<Page<CouponOffer>>(), query, options);
}

/** Issuers with free or sold coupons on offer. GET /trading/api/coupon/issuers */
export function getCouponIssuers(offer: 'free' | 'sold', options?: RequestOptions) {
  return request.get(CouponApi.issuers, unchecked<PartyRef[]>(), { offer }, options);
}

/** Claims one free coupon. POST /trading/api/coupon/claim */
export function claimCoupon(templateId: string, options?: RequestOptions) {
  return request.post(CouponApi.claim, unchecked<MemberCoupon>(), { templateId }, options);
}

/** Buys a pack of coupons: answers the unpaid order. POST /trading/api/coupon/buy */
export function buyCoupons(body: BuyBody, options?: RequestOptions) {
  return request.post(CouponApi.buy, unchecked<Order>(), body, options);
}

/** The member's coupons. GET /trading/api/coupon/mine */
export function getMyCouponPage(query: MyCouponQuery = {}, options?: RequestOptions) {
  return request.get(CouponApi.mine, unchecked<Page<MemberCoupon>>(), query, options);
}

/** How many coupons the member holds per status. GET /trading/api/coupon/counts */
export function getCouponCounts(options?: RequestOptions) {
  return request.get(CouponApi.counts, unchecked<CouponCounts>(), undefined, options);
}

/** The payer's coupons usable on an order, best first. GET /trading/api/coupon/usable */
export function getUsableCoupons(orderNo: string, options?: RequestOptions) {
  return request.get(CouponApi.usable, unchecked<UsableCoupon[]>(), { orderNo }, options);
}

/** Reserves a coupon for an order, or releases it (code null). POST /trading/api/coupon/apply */
export function applyCoupon(body: ApplyBody, options?: RequestOptions) {
  return request.post(CouponApi.apply, unchecked<Order>(), body, options);
}

/** The issuer looks a code up. GET /trading/api/coupon/check */
export function checkCoupon(code: string, options?: RequestOptions) {
  return request.get(CouponApi.check, unchecked<CouponCheck>(), { code }, options);
}

/** The issuer redeems a coupon offline. POST /trading/api/coupon/redeem */
export function redeemCoupon(code: string, options?: RequestOptions) {
  return request.post(CouponApi.redeem, unchecked<CouponCheck>(), { code }, options);
}
