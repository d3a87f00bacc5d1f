import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const member: Catalogue<typeof zh> = {
  'member.userType.1.description':
    'Issue freight tenders, compare forwarders’ bids, pay and get invoices online',
  'member.userType.2.description':
    'Bid on tenders, publish ocean freight rates, issue and redeem coupons',
  'member.userType.3.description': 'Bid on LCL tenders and publish LCL rates',
  'member.certStatus.none': 'Not certified',
  'member.certStatus.pending': 'Under review',
  'member.certStatus.approved': 'Certified',
  'member.certStatus.rejected': 'Rejected',
  'member.service.ocean_fcl': 'Ocean FCL',
  'member.service.ocean_lcl': 'Ocean LCL',
  'member.service.trucking': 'Trucking',
  'member.service.customs': 'Customs brokerage',
  'member.service.warehouse': 'Warehousing',
};

export default member;
