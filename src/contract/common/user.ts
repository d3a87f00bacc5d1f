import * as v from 'valibot';

/**
 * A member's user type, the seed's `userType`: 1 foreign-trade enterprise (shipper), 2 freight
 * forwarder, 3 container consolidator.
 */
export const USER_TYPES = [1, 2, 3] as const;
export type UserType = (typeof USER_TYPES)[number];
export const UserTypeSchema = v.picklist(USER_TYPES);

export const CERT_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];
export const CertStatusSchema = v.picklist(CERT_STATUSES);
