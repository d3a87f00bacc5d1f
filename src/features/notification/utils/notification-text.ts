import { CURRENCIES, type Currency } from '@/contract/common/trade';
import type {
  Notification,
  NotificationKind,
  NotificationParams,
} from '@/contract/notification/types';
import { formatMoney } from '@/lib/i18n/format-money';
import { businessDateTime } from '@/utils/business-time';

import type { IntlShape } from 'react-intl';

function currencyOf(code: string | undefined): Currency {
  return (CURRENCIES as readonly string[]).includes(code ?? '') ? (code as Currency) : 'CNY';
}

/**
 * The values a kind's message is written with, in the reader's locale: the amount as money in
 * its currency (CNY when the notification names none), the deadline with its time zone; a value
 * the notification lacks is an empty text, so no message shows a placeholder.
 */
export function notificationValues(
  intl: IntlShape,
  params: NotificationParams,
): Record<string, string> {
  return {
    tenderNo: params.tenderNo ?? '',
    tenderTitle: params.tenderTitle ?? '',
    party: params.party ?? '',
    amount: params.amount ? formatMoney(intl, params.amount, currencyOf(params.currency)) : '',
    orderNo: params.orderNo ?? '',
    couponName: params.couponName ?? '',
    invoiceNo: params.invoiceNo ?? '',
    reason: params.reason ?? '',
    deadline: params.deadline ? businessDateTime(intl, params.deadline) : '',
    shipmentNo: params.shipmentNo ?? '',
    // Codes: the message words them itself (a select), so an unknown one falls to its `other`.
    milestone: params.milestone ?? '',
    document: params.document ?? '',
  };
}

/**
 * The values each kind's message cannot do without (an order cancelled says its reason only when it
 * has one). A notification that lacks one of them is told by the kind's name alone: a sentence with
 * a hole in it ("对招标 「」提交了报价") says less than "收到报价".
 */
export const NOTIFICATION_NEEDS: Record<NotificationKind, readonly (keyof NotificationParams)[]> = {
  bidReceived: ['party', 'tenderNo', 'tenderTitle', 'amount'],
  bidRevised: ['party', 'tenderNo', 'tenderTitle', 'amount'],
  tenderClosing: ['tenderNo', 'tenderTitle', 'deadline'],
  bidAwarded: ['tenderNo', 'tenderTitle', 'amount'],
  bidNotAwarded: ['tenderNo', 'tenderTitle'],
  tenderCancelled: ['tenderNo', 'tenderTitle'],
  orderCreated: ['orderNo', 'amount'],
  orderPaid: ['party', 'orderNo', 'amount'],
  orderUnpaid: ['orderNo', 'amount', 'deadline'],
  orderCancelled: ['orderNo'],
  couponExpiring: ['couponName', 'deadline'],
  couponRedeemed: ['couponName'],
  invoiceRequested: ['party', 'amount'],
  invoiceIssued: ['invoiceNo'],
  invoiceRejected: ['reason'],
  certificationApproved: [],
  certificationRejected: ['reason'],
  shipmentBooked: ['party', 'shipmentNo'],
  shipmentMilestone: ['shipmentNo', 'milestone'],
  shipmentCorrected: ['shipmentNo', 'milestone'],
  documentUploaded: ['party', 'shipmentNo', 'document'],
  blDraftApproved: ['party', 'shipmentNo'],
  blChangesRequested: ['party', 'shipmentNo', 'reason'],
};

/** What a notification tells, in the reader's language (one message per kind). */
export function notificationText(
  intl: IntlShape,
  notification: Pick<Notification, 'kind' | 'params'>,
): string {
  const { kind, params } = notification;
  if (NOTIFICATION_NEEDS[kind].some((name) => !params[name])) {
    return intl.formatMessage({ id: `notification.kindName.${kind}` });
  }
  return intl.formatMessage({ id: `notification.kind.${kind}` }, notificationValues(intl, params));
}
