import { INVOICE_DESK_QUERY, paths } from '@/config/paths';
import type { UserType } from '@/contract/common/user';
import type { MessageId } from '@/locales/message-id';

/** The counts the member centre shows, by user type (memCenter `counts` keys). */
export type CountKind =
  | 'tenders'
  | 'bids'
  | 'listings'
  | 'coupons'
  | 'favourites'
  | 'orders'
  | 'invoicesPending'
  | 'invoicesIssued'
  | 'invoicesToIssue';

export interface CountItem {
  kind: CountKind;
  labelId: MessageId;
  /** Where the counted things are listed, when that page exists. */
  href?: string;
}

const COUNTS: Record<CountKind, CountItem> = {
  tenders: {
    kind: 'tenders',
    labelId: 'center.count.tenders',
    href: paths.business.myTenderBid.href(),
  },
  bids: { kind: 'bids', labelId: 'center.count.bids', href: paths.business.myBid.href() },
  listings: {
    kind: 'listings',
    labelId: 'center.count.listings',
    href: paths.business.myMarket.href(),
  },
  coupons: { kind: 'coupons', labelId: 'center.count.coupons', href: paths.coupon.myCoupon.href() },
  favourites: {
    kind: 'favourites',
    labelId: 'center.count.favourites',
    href: paths.user.myCollect.href(),
  },
  // The payment route without an order number lists the member's orders (payer or payee side).
  orders: { kind: 'orders', labelId: 'center.count.orders', href: paths.business.payment.href() },
  invoicesPending: {
    kind: 'invoicesPending',
    labelId: 'center.count.invoicesPending',
    href: paths.user.invoice.href(),
  },
  invoicesIssued: {
    kind: 'invoicesIssued',
    labelId: 'center.count.invoicesIssued',
    href: paths.user.invoice.href(),
  },
  invoicesToIssue: {
    kind: 'invoicesToIssue',
    labelId: 'center.count.invoicesToIssue',
    href: paths.user.invoice.href(INVOICE_DESK_QUERY),
  },
};

/**
 * Shippers issue tenders and apply for invoices; forwarders and consolidators bid, publish rates
 * and issue the invoices of the orders paid to them.
 */
export function countsFor(userType: UserType): CountItem[] {
  const kinds: CountKind[] =
    userType === 1
      ? ['tenders', 'orders', 'invoicesPending', 'invoicesIssued', 'coupons', 'favourites']
      : ['bids', 'listings', 'orders', 'invoicesToIssue', 'coupons', 'favourites'];
  return kinds.map((kind) => COUNTS[kind]);
}

export interface QuickLink {
  href: string;
  titleId: MessageId;
  descriptionId: MessageId;
}

const LINKS = {
  tenderIssue: {
    href: paths.business.tenderIssue.href(),
    titleId: 'center.link.tenderIssue.title',
    descriptionId: 'center.link.tenderIssue.description',
  },
  myTenders: {
    href: paths.business.myTenderBid.href(),
    titleId: 'center.link.myTenders.title',
    descriptionId: 'center.link.myTenders.description',
  },
  market: {
    href: paths.business.market.href(),
    titleId: 'center.link.market.title',
    descriptionId: 'center.link.market.description',
  },
  hsCode: {
    href: paths.tool.customs.href(),
    titleId: 'center.link.hsCode.title',
    descriptionId: 'center.link.hsCode.description',
  },
  couponCentre: {
    href: paths.coupon.couponCollectionCenter.href(),
    titleId: 'center.link.couponCentre.title',
    descriptionId: 'center.link.couponCentre.description',
  },
  tenderHall: {
    href: paths.business.tendering.href(),
    titleId: 'center.link.tenderHall.title',
    descriptionId: 'center.link.tenderHall.description',
  },
  myBids: {
    href: paths.business.myBid.href(),
    titleId: 'center.link.myBids.title',
    descriptionId: 'center.link.myBids.description',
  },
  myListings: {
    href: paths.business.myMarket.href(),
    titleId: 'center.link.myListings.title',
    descriptionId: 'center.link.myListings.description',
  },
  couponManagement: {
    href: paths.coupon.couponManagement.href(),
    titleId: 'center.link.couponManagement.title',
    descriptionId: 'center.link.couponManagement.description',
  },
  couponRedemption: {
    href: paths.coupon.couponVerification.href(),
    titleId: 'center.link.couponRedemption.title',
    descriptionId: 'center.link.couponRedemption.description',
  },
  schedules: {
    href: paths.tool.shipDate.href(),
    titleId: 'center.link.schedules.title',
    descriptionId: 'center.link.schedules.description',
  },
  invoice: {
    href: paths.user.invoice.href(),
    titleId: 'center.link.invoice.title',
    descriptionId: 'center.link.invoice.description',
  },
} satisfies Record<string, QuickLink>;

/** The member centre's shortcuts: what this user type comes to the marketplace for. */
export function quickLinksFor(userType: UserType): QuickLink[] {
  const shared = [LINKS.schedules, LINKS.invoice];
  if (userType === 1) {
    return [
      LINKS.tenderIssue,
      LINKS.myTenders,
      LINKS.market,
      LINKS.hsCode,
      LINKS.couponCentre,
      ...shared,
    ];
  }
  return [
    LINKS.tenderHall,
    LINKS.myBids,
    LINKS.myListings,
    LINKS.couponManagement,
    LINKS.couponRedemption,
    ...shared,
  ];
}
