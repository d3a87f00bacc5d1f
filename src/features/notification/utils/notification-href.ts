import { INVOICE_DESK_QUERY, paths } from '@/config/paths';
import { NOTIFICATION_GROUPS, type Notification } from '@/contract/notification/types';

/** Kinds told to a tender's issuer: they open the issuer's view of that tender and its bids. */
const ISSUER_KINDS = new Set<Notification['kind']>(['bidReceived', 'bidRevised', 'tenderClosing']);

/** Kinds of a shipment's events: about its order, they open the shipment itself when they name it. */
const SHIPMENT_KINDS = new Set<Notification['kind']>(NOTIFICATION_GROUPS.shipment);

/**
 * Where a notification's subject is shown to its reader: the issuer's tender with its bids, the
 * bidder's bid on the tender, the order and its payment (its shipment, for a shipment's event), my
 * coupons, my invoices (the applications to answer for a payee), the certification.
 */
export function notificationHref({
  kind,
  subject,
  params,
}: Pick<Notification, 'kind' | 'subject'> & Partial<Pick<Notification, 'params'>>): string {
  if (SHIPMENT_KINDS.has(kind) && params?.shipmentNo) {
    return paths.user.shipments.href({ shipmentNo: params.shipmentNo });
  }
  switch (subject.type) {
    case 'tender':
      if (ISSUER_KINDS.has(kind)) return paths.business.myTenderBid.href({ tenderId: subject.id });
      // A cancelled tender takes no more bids: its page says what happened.
      if (kind === 'tenderCancelled') return paths.business.tenderDetail.href(subject.id);
      return paths.business.quote.href({ tenderId: subject.id });
    case 'bid':
      return paths.business.myBid.href();
    case 'order':
      return paths.business.payment.href({ orderNo: subject.id });
    case 'coupon':
      return paths.coupon.myCoupon.href();
    case 'invoice':
      return kind === 'invoiceRequested'
        ? paths.user.invoice.href(INVOICE_DESK_QUERY)
        : paths.user.invoice.href();
    case 'certification':
      return paths.subBaseInfo.href();
  }
}
