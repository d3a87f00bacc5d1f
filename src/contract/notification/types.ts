import type { PageQuery } from '@/contract/http';

/**
 * What a notification tells, one kind per event of the trade. Each goes to the members the event
 * concerns only: the tender's issuer, its bidders, the order's payer or payee, the coupon's holder,
 * the invoice's applicant or payee, the certified member.
 */
export const NOTIFICATION_KINDS = [
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
  /** Payer: an order awaits payment. */
  'orderCreated',
  /** Payee: the order is paid. */
  'orderPaid',
  /** Payer: the order is still unpaid with 10 minutes of its 30-minute pay window left. */
  'orderUnpaid',
  /** Both parties: the order was cancelled (by a party, or unpaid past its deadline). */
  'orderCancelled',
  /** Holder: a claimed coupon expires within 3 days. */
  'couponExpiring',
  /** Holder: the issuer redeemed the holder's coupon. */
  'couponRedeemed',
  /** Payee: an invoice application awaits its answer. */
  'invoiceRequested',
  /** Applicant: the invoice is issued (the notification links to its download). */
  'invoiceIssued',
  /** Applicant: the payee refused the application (with the reason). */
  'invoiceRejected',
  /** The member: the enterprise certification was approved. */
  'certificationApproved',
  /** The member: the enterprise certification was rejected (with the reason). */
  'certificationRejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The groups the list filters by, and the kinds in each. */
export const NOTIFICATION_GROUPS = {
  tender: [
    'bidReceived',
    'bidRevised',
    'tenderClosing',
    'bidAwarded',
    'bidNotAwarded',
    'tenderCancelled',
  ],
  order: ['orderCreated', 'orderPaid', 'orderUnpaid', 'orderCancelled'],
  coupon: ['couponExpiring', 'couponRedeemed'],
  invoice: ['invoiceRequested', 'invoiceIssued', 'invoiceRejected'],
  certification: ['certificationApproved', 'certificationRejected'],
} as const satisfies Record<string, readonly NotificationKind[]>;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

/** What a notification is about, so the client links to it. */
export type NotificationSubject =
  | { type: 'tender'; id: string }
  | { type: 'bid'; id: string }
  | { type: 'order'; id: string }
  | { type: 'coupon'; id: string }
  | { type: 'invoice'; id: string }
  | { type: 'certification' };

/**
 * The values a notification's text is made of; the client words it in the reader's language.
 * Money is a decimal string in yuan ("12800.00"); times are ISO 8601 with offset.
 */
export interface NotificationParams {
  /** Tender number and title. */
  tenderNo?: string;
  tenderTitle?: string;
  /** The other party's enterprise name (the bidder, the payer, the issuer). */
  party?: string;
  /** Bid or order total, in yuan. */
  amount?: string;
  /** ISO 3-letter currency of `amount`; CNY when absent. */
  currency?: string;
  orderNo?: string;
  couponName?: string;
  invoiceNo?: string;
  /** Why an invoice application or a certification was rejected, an order cancelled. */
  reason?: string;
  /** A deadline or expiry (bidding closes, the coupon expires, the order lapses). */
  deadline?: string;
}

export interface Notification {
  id: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  params: NotificationParams;
  /** ISO 8601 with offset. */
  createdAt: string;
  read: boolean;
  /** For an issued invoice: the address of its PDF. */
  downloadUrl?: string;
}

/** GET notice/page. */
export interface NotificationQuery extends PageQuery {
  group?: NotificationGroup;
  /** true: unread only. */
  unread?: boolean;
}

/** GET notice/unread. */
export interface UnreadNotifications {
  count: number;
  /** When the newest notification (read or not) arrived, ISO 8601; absent when there is none. */
  latestAt?: string;
}

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

/** Quiet hours for SMS, in China Standard Time (UTC+8): from `start` to `end`, "HH:mm"; may span midnight. */
export interface QuietHours {
  start: string;
  end: string;
}

export interface NotificationPreferences {
  /** Per kind, the channels on besides in-site. A kind not named has none. */
  channels: Partial<Record<NotificationKind, NotificationChannel[]>>;
  /** SMS falling within them wait until they end; absent: none. */
  quietHours?: QuietHours;
  /** The language of e-mails and SMS. */
  language: 'zh-CN' | 'en-US';
}
