/**
 * A member's user type, the seed's `userType`: 1 foreign-trade enterprise (shipper), 2 freight
 * forwarder, 3 container consolidator.
 */
export type UserType = 1 | 2 | 3;
export const USER_TYPES: readonly UserType[] = [1, 2, 3];

export type CertStatus = 'none' | 'pending' | 'approved' | 'rejected';
