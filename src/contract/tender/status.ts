/**
 * The statuses of a tender, apart from its other types: a bid's view of its tender needs them, and
 * the tender's own replies need the bid's, so both import this one way.
 */

/**
 * open → awarded (the issuer picks a bid) | closed (deadline passed with no award; may still be
 * awarded within 7 days) | cancelled (by the issuer, only while no bid has won).
 */
export const TENDER_STATUSES = ['open', 'awarded', 'closed', 'cancelled'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];
