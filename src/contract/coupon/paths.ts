/** Paths of the coupon calls (under API_PREFIX). */
export const CouponApi = {
  /** GET (current, size, status): the issuer's templates with their figures; types 2 and 3. */
  templates: '/trading/api/coupon/template/mine',
  /** GET (id): one of the issuer's templates with its figures and claims/uses per day. */
  template: '/trading/api/coupon/template/detail',
  /** POST (TemplateInput, id?): creates a draft, or edits one of the issuer's templates. */
  saveTemplate: '/trading/api/coupon/template/save',
  /** POST ({ id, action }): publish, pause, resume or end a template. */
  changeTemplate: '/trading/api/coupon/template/status',
  /** GET (current, size, issuerId, currency): free active templates with stock left; any member. */
  collectable: '/trading/api/coupon/center',
  /** GET (current, size, issuerId, currency): sold active templates; any member. */
  forSale: '/trading/api/coupon/market',
  /** GET (offer): the issuers that have active free ('free') or sold ('sold') templates. */
  issuers: '/trading/api/coupon/issuers',
  /** POST ({ templateId }): claims one free coupon. */
  claim: '/trading/api/coupon/claim',
  /** POST ({ templateId, quantity, requestId }): buys a pack; answers the unpaid order to pay. */
  buy: '/trading/api/coupon/buy',
  /** GET (current, size, status): the member's coupons. */
  mine: '/trading/api/coupon/mine',
  /** GET: how many coupons the member holds per status. */
  counts: '/trading/api/coupon/counts',
  /** GET (orderNo): the payer's coupons usable on that order, best first, with their discount. */
  usable: '/trading/api/coupon/usable',
  /** POST ({ orderNo, code }): reserves `code` for the order, or releases its coupon (code null). */
  apply: '/trading/api/coupon/apply',
  /** GET (code): the issuer looks a code up before redeeming it; types 2 and 3. */
  check: '/trading/api/coupon/check',
  /** POST ({ code }): the issuer redeems a coupon offline, once. */
  redeem: '/trading/api/coupon/redeem',
  /**
   * GET (current, size, templateId, way, from, to): the issuer's coupons used, on an order or at
   * the counter, newest first; types 2 and 3.
   */
  redemptions: '/trading/api/coupon/redemptions',
} as const;
