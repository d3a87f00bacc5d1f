import * as v from 'valibot';

import type { PageQuery } from '@/contract/http';
import { count, decimal, entityId, filled, isoDateTime, optional, text } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/**
 * What a notification tells, one kind per event of the trade, by the group the list filters by.
 * Each goes to the members the event concerns only: the tender's issuer, its bidders, the order's
 * payer or payee, the coupon's holder, the invoice's applicant or payee, the certified member.
 */
export const NOTIFICATION_GROUPS = {
  tender: [
    /** Tender issuer: a bid arrived. */
    'bidReceived',
    /** Tender issuer: a bidder revised its bid. */
    'bidRevised',
    /** Tender issuer: bidding closes within 24 hours and nothing is awarded. */
    'tenderClosing',
    /** The winning bidder. */
    'bidAwarded',
    /** Every other bidder of an awarded tender. */
    'bidNotAwarded',
    /** Every bidder of a cancelled tender. */
    'tenderCancelled',
  ],
  order: [
    /** Payer: an order awaits payment. */
    'orderCreated',
    /** Payee: the order is paid. */
    'orderPaid',
    /** Payer: the order is still unpaid with 10 minutes of its 30-minute pay window left. */
    'orderUnpaid',
    /** Both parties: the order was cancelled (by a party, or unpaid past its deadline). */
    'orderCancelled',
  ],
  coupon: [
    /** Holder: a claimed coupon expires within 3 days. */
    'couponExpiring',
    /** Holder: the issuer redeemed the holder's coupon. */
    'couponRedeemed',
  ],
  invoice: [
    /** Payee: an invoice application awaits its answer. */
    'invoiceRequested',
    /** Applicant: the invoice is issued (the notification links to its download). */
    'invoiceIssued',
    /** Applicant: the payee refused the application (with the reason). */
    'invoiceRejected',
  ],
  certification: [
    /** The member: the enterprise certification was approved. */
    'certificationApproved',
    /** The member: the enterprise certification was rejected (with the reason). */
    'certificationRejected',
  ],
  shipment: [
    /** Payer: the payee confirmed (or changed) the booking. */
    'shipmentBooked',
    /** The other party: a milestone was recorded. */
    'shipmentMilestone',
    /** The other party: a recorded milestone was corrected, or withdrawn (a step back). */
    'shipmentCorrected',
    /** The other party: a document, or a new version of the B/L draft, was uploaded. */
    'documentUploaded',
    /** Payee: the payer approved the B/L draft. */
    'blDraftApproved',
    /** Payee: the payer asked for changes to the B/L draft (the comment is the reason). */
    'blChangesRequested',
  ],
} as const;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

/**
 * Every kind, group by group: a kind is named only in its group above, so none is left out of the
 * list's filters (a new group is spread here too).
 */
export const NOTIFICATION_KINDS = [
  ...NOTIFICATION_GROUPS.tender,
  ...NOTIFICATION_GROUPS.order,
  ...NOTIFICATION_GROUPS.coupon,
  ...NOTIFICATION_GROUPS.invoice,
  ...NOTIFICATION_GROUPS.certification,
  ...NOTIFICATION_GROUPS.shipment,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about, so the client links to it. */
export const NotificationSubjectSchema = v.variant('type', [
  v.object({ type: v.picklist(['tender', 'bid', 'order', 'coupon', 'invoice']), id: entityId }),
  v.object({ type: v.literal('certification') }),
]);
export type NotificationSubject = Infer<typeof NotificationSubjectSchema>;

/**
 * The values a notification's text is made of; the client words it in the reader's language.
 * Money is a decimal string in yuan ("12800.00"); times are ISO 8601 with offset.
 */
export const NotificationParamsSchema = v.object({
  /** Tender number and title. */
  tenderNo: optional(filled),
  tenderTitle: optional(filled),
  /** The other party's enterprise name (the bidder, the payer, the issuer). */
  party: optional(filled),
  /** Bid or order total, in yuan. */
  amount: optional(decimal),
  /** ISO 3-letter currency of `amount`; CNY when absent. */
  currency: optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  orderNo: optional(filled),
  couponName: optional(filled),
  invoiceNo: optional(filled),
  /** Why an invoice application or a certification was rejected, an order cancelled. */
  reason: optional(text),
  /** A deadline or expiry (bidding closes, the coupon expires, the order lapses). */
  deadline: optional(isoDateTime),
  /** A shipment's number; its milestone's and document's kinds as codes the client words. */
  shipmentNo: optional(filled),
  milestone: optional(filled),
  document: optional(filled),
});
export type NotificationParams = Infer<typeof NotificationParamsSchema>;

export const NotificationSchema = v.object({
  id: entityId,
  kind: v.picklist(NOTIFICATION_KINDS),
  subject: NotificationSubjectSchema,
  /** Absent or null: a notification with no values (its text says so without them). */
  params: v.nullish(NotificationParamsSchema, () => ({})),
  createdAt: isoDateTime,
  read: v.boolean(),
  /** For an issued invoice: the address of its PDF. */
  downloadUrl: optional(filled),
});
export type Notification = Infer<typeof NotificationSchema>;

/** GET notice/page. */
export interface NotificationQuery extends PageQuery {
  group?: NotificationGroup;
  /** true: unread only. */
  unread?: boolean;
}

/** GET notice/unread. */
export const UnreadNotificationsSchema = v.object({
  count,
  /** When the newest notification (read or not) arrived, ISO 8601; absent when there is none. */
  latestAt: optional(isoDateTime),
});
export type UnreadNotifications = Infer<typeof UnreadNotificationsSchema>;

/** POST notice/read: 1 to 100 ids, each the reader's own. */
export interface NotificationReadBody {
  ids: string[];
}

/** POST notice/readAll. */
export interface NotificationReadAllBody {
  group?: NotificationGroup;
}

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
/** In-site delivery is always on; these two are chosen per kind. */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** Quiet hours for SMS, in China Standard Time (UTC+8): from `start` to `end`, "HH:mm"; may span midnight. */
export const QuietHoursSchema = v.object({ start: clockTime, end: clockTime });
export type QuietHours = Infer<typeof QuietHoursSchema>;

export const NotificationPreferencesSchema = v.object({
  /** Per kind, the channels on besides in-site. A kind not named has none. */
  channels: v.record(v.picklist(NOTIFICATION_KINDS), v.array(v.picklist(NOTIFICATION_CHANNELS))),
  /** SMS falling within them wait until they end; absent: none. */
  quietHours: optional(QuietHoursSchema),
  /** The language of e-mails and SMS. */
  language: v.picklist(['zh-CN', 'en-US']),
});
export type NotificationPreferences = Infer<typeof NotificationPreferencesSchema>;
