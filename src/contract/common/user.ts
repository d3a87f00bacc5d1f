/** 1 foreign-trade enterprise (shipper), 2 freight forwarder, 3 container consolidator. */
export type UserType = 1 | 2 | 3;
export const USER_TYPES: readonly UserType[] = [1, 2, 3];

export type CertStatus = 'none' | 'pending' | 'approved' | 'rejected';

/** The logged-in member, from the current-user call. */
export interface CurrentUser {
  id: string;
  username: string;
  mobile: string;
  nickname: string;
  avatar?: string;
  email?: string;
  userType: UserType;
  enterpriseId: string;
  enterpriseName: string;
  certStatus: CertStatus;
  /** ISO 8601 with offset. */
  createdAt: string;
}
