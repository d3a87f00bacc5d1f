import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const member: Catalogue<typeof zh> = {
  'member.userType.1.description':
    'طرح مناقصات الشحن، ومقارنة عروض أسعار وكلاء الشحن، والدفع وطلب الفواتير عبر الإنترنت',
  'member.userType.2.description':
    'تقديم عروض الأسعار على المناقصات، ونشر أسعار الشحن البحري، وإصدار القسائم واستردادها',
  'member.userType.3.description': 'تقديم عروض الأسعار على مناقصات LCL ونشر أسعار LCL',
  'member.certStatus.none': 'غير موثَّقة',
  'member.certStatus.pending': 'قيد المراجعة',
  'member.certStatus.approved': 'موثَّقة',
  'member.certStatus.rejected': 'مرفوضة',
  'member.service.ocean_fcl': 'شحن بحري FCL',
  'member.service.ocean_lcl': 'شحن بحري LCL',
  'member.service.trucking': 'النقل بالشاحنات',
  'member.service.customs': 'التخليص الجمركي',
  'member.service.warehouse': 'التخزين',
};

export default member;
