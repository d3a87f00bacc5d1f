import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const menu: Catalogue<typeof zh> = {
  'menu.nav.home': 'الرئيسية',
  'menu.nav.foreignTrade': 'الشاحنون',
  'menu.nav.forwarding': 'وكلاء الشحن',
  'menu.nav.fleet': 'أساطيل الشاحنات',
  'menu.nav.shipping': 'الشحن البحري',
  'menu.nav.members': 'الأعضاء',
  'menu.nav.market': 'سوق أسعار الشحن',
  'menu.nav.help': 'مركز المساعدة',

  'menu.home': 'الرئيسية',
  'menu.login': 'تسجيل الدخول',
  'menu.register': 'إنشاء حساب',
  'menu.retrievePassword': 'إعادة تعيين كلمة المرور',
  'menu.subBaseInfo': 'توثيق المؤسسة',
  'menu.test': 'التشخيص',
  'menu.notFound': 'الصفحة غير موجودة',

  'menu.business': 'مركز الأعمال',
  'menu.business.foreignTrade': 'دليل المؤسسات',
  'menu.business.foreignTradeDetail': 'ملف المؤسسة',
  'menu.business.tendering': 'قاعة المناقصات',
  'menu.business.tenderDetail': 'تفاصيل المناقصة',
  'menu.business.myBid': 'عروض أسعاري',
  'menu.business.payment': 'الطلبات والدفع',
  'menu.business.tenderIssue': 'طرح مناقصة',
  'menu.business.quote': 'تقديم عرض سعر',
  'menu.business.searchTender': 'البحث في المناقصات',
  'menu.business.myTenderBid': 'مناقصاتي',
  'menu.business.newsDetail': 'المقال',
  'menu.business.newsList': 'الأخبار والمساعدة',
  'menu.business.market': 'سوق أسعار الشحن',
  'menu.business.marketDetail': 'تفاصيل سعر الشحن',
  'menu.business.myMarket': 'أسعار الشحن الخاصة بي',

  'menu.coupon': 'القسائم',
  'menu.coupon.couponManagement': 'إدارة القسائم',
  'menu.coupon.couponCollectionCenter': 'مركز القسائم',
  'menu.coupon.myCoupon': 'قسائمي',
  'menu.coupon.couponMarket': 'سوق القسائم',
  'menu.coupon.couponVerification': 'استرداد القسائم',

  'menu.user': 'مركز الأعضاء',
  'menu.user.personalCenter': 'نظرة عامة على الحساب',
  'menu.user.changeBaseInfo': 'بيانات المؤسسة',
  'menu.user.invoice': 'الفواتير',
  'menu.user.myCollect': 'المفضلة',
  'menu.user.notifications': 'الإشعارات',
  'menu.user.shipments': 'الشحنات',

  'menu.other': 'عن المنصة',
  'menu.other.about': 'من نحن',
  'menu.other.contact': 'اتصل بنا',
  'menu.other.clause': 'الشروط والخصوصية',

  'menu.tool': 'أدوات الشحن',
  'menu.tool.shipDate': 'جداول الإبحار',
  'menu.tool.customs': 'البحث عن رمز HS',
};

export default menu;
