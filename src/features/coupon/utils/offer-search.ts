/**
 * The filters and page of the collection centre and the coupon market as they live in the address:
 * parsed leniently (a value that is not valid is dropped), written with the defaults left out.
 */
import { COUPON_CURRENCIES, type CouponCurrency, type OfferQuery } from '@/contract/coupon/types';
import { PAGE_PARAM } from '@/utils/page-number';

export interface OfferSearch {
  issuerId?: string;
  currency?: CouponCurrency;
  current: number;
}

const ID = /^[\w-]{1,64}$/;

const pageOf = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 1 ? value : 1;
};

export function parseOfferSearch(params: URLSearchParams): OfferSearch {
  const issuerId = params.get('issuerId') ?? '';
  const currency = (params.get('currency') ?? '').toUpperCase();
  return {
    ...(ID.test(issuerId) ? { issuerId } : {}),
    ...((COUPON_CURRENCIES as readonly string[]).includes(currency)
      ? { currency: currency as CouponCurrency }
      : {}),
    current: pageOf(params.get(PAGE_PARAM)),
  };
}

export function formatOfferSearch(search: OfferSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.issuerId) params.set('issuerId', search.issuerId);
  if (search.currency) params.set('currency', search.currency);
  if (search.current > 1) params.set(PAGE_PARAM, String(search.current));
  return params;
}

export const hasOfferFilters = (search: OfferSearch) => Boolean(search.issuerId ?? search.currency);

export function toOfferQuery(search: OfferSearch, size: number): OfferQuery {
  return {
    current: search.current,
    size,
    ...(search.issuerId ? { issuerId: search.issuerId } : {}),
    ...(search.currency ? { currency: search.currency } : {}),
  };
}
