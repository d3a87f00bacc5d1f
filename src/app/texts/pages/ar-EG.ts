import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const pages: Catalogue<typeof zh> = {
  'pages.home.hero.title': 'سوق الشحن للتجارة الخارجية',
  'pages.home.hero.subtitle':
    'يطرح الشاحنون مناقصات الشحن ويقارنون عروض الأسعار، ويقدّم وكلاء الشحن ومُجمِّعو الحاويات عروض أسعارهم وينشرون أسعار الشحن. عروض الأسعار والترسية والدفع والفواتير، كلها على منصة واحدة.',
  'pages.home.areas.title': 'ما يمكنك القيام به هنا',
  'pages.home.area.tenders':
    'ينشر الشاحنون احتياجاتهم من شحن FCL وLCL، ويقدّم وكلاء الشحن ومُجمِّعو الحاويات عروض أسعارهم قبل الموعد النهائي.',
  'pages.home.area.market':
    'قارن أسعار الشحن البحري والرسوم الإضافية ومواعيد الإبحار حسب خط الشحن، مع حساب فوري للإجمالي.',
  'pages.home.area.directory':
    'اعثر على الشاحنين ووكلاء الشحن ومُجمِّعي الحاويات وأساطيل نقل الحاويات بالشاحنات الموثّقين.',
  'pages.home.area.schedules':
    'ابحث عن مواعيد الإبحار ومدد العبور حسب ميناء التحميل وميناء التفريغ والناقل.',
  'pages.home.area.hsCode': 'اعثر على رموز HS وعناصر التصريح الجمركي حسب اسم المنتج أو رمزه.',
  'pages.home.area.coupons': 'احصل على قسائم الشحن واستخدمها عند دفع الطلب.',
  'pages.home.area.news': 'أخبار القطاع وإعلانات المنصة ومقالات المساعدة.',

  'pages.business.landing.description':
    'المدخل إلى المناقصات وعروض الأسعار وأسعار الشحن ودليل المؤسسات: اعثر على البضائع، واعثر على سعة الشحن.',
  'pages.business.landing.forShippers': 'للشاحنين',
  'pages.business.landing.forCarriers': 'لوكلاء الشحن ومُجمِّعي الحاويات',
  'pages.business.landing.explore': 'التصفح والبحث',
  'pages.business.foreignTrade.description':
    'تصفّح الشاحنين ووكلاء الشحن ومُجمِّعي الحاويات وأساطيل الشاحنات على المنصة حسب الفئة، مع خدماتهم وحالة توثيقهم.',
  'pages.business.foreignTradeDetail.description':
    'الملف التعريفي للمؤسسة وخدماتها وحالة توثيقها، مع أسعار الشحن والمناقصات التي نشرتها، وتظهر بيانات الاتصال بعد تسجيل الدخول.',
  'pages.business.tendering.description':
    'تصفّح مناقصات الشحن البحري المفتوحة FCL وLCL، وصفِّها حسب خط الشحن ونوع الحاوية والموعد النهائي.',
  'pages.business.tenderDetail.description':
    'البضاعة والحاويات والتواريخ وشرط التسليم والمؤسسة الطارحة، سجّل الدخول لعرض بيانات الاتصال وتقديم عرض سعر.',
  'pages.business.myBid.description':
    'اطّلع على عروض الأسعار التي قدّمتها وحالتها، وعدّلها أو اسحبها قبل الموعد النهائي.',
  'pages.business.payment.description':
    'الطلبات الناتجة عن الترسية وشراء القسائم: اطّلع على المدفوع منها والمستحق، وراجع المبلغ، واستخدم قسيمة واحدة صالحة، وادفع عبر وي تشات باي أو علي باي أو التحويل المصرفي.',
  'pages.business.tenderIssue.description':
    'أدخل ميناءي التحميل والتفريغ، والحاويات أو حجم البضاعة ووزنها، وبيانات البضاعة والموعد النهائي لطرح مناقصة شحن.',
  'pages.business.quote.description':
    'قدّم عرض سعر على مناقصة: أجرة الشحن البحري والرسوم الإضافية والناقل ومدة العبور ومدة الصلاحية.',
  'pages.business.searchTender.description':
    'ابحث في المناقصات حسب الكلمة المفتاحية وخط الشحن ونوع الشحنة والحالة.',
  'pages.business.myTenderBid.description':
    'أدِر المناقصات التي طرحتها، وقارن عروض الأسعار جنبًا إلى جنب، وقم بترسية أحدها.',
  'pages.business.newsDetail.description': 'اقرأ أخبار القطاع وإعلانات المنصة ومقالات المساعدة.',
  'pages.business.newsList.description':
    'أخبار القطاع وإعلانات المنصة ومقالات مركز المساعدة، مع البحث والتنقل بين الصفحات.',
  'pages.business.market.description':
    'قارن أسعار الشحن التي ينشرها وكلاء الشحن ومُجمِّعو الحاويات حسب خط الشحن ونوع الشحنة ونوع الحاوية والناقل، مع حساب فوري للإجمالي.',
  'pages.business.marketDetail.description':
    'تفاصيل سعر الشحن والرسوم الإضافية ومواعيد الإبحار ومدة الصلاحية، والمؤسسة التي تقدّمه.',
  'pages.business.myMarket.description': 'انشر أسعار الشحن الخاصة بك وعدّلها واسحبها.',

  'pages.coupon.couponManagement.description':
    'أنشئ القسائم التي تصدرها وأدِرها: القيمة الاسمية أو الخصم، والحد الأدنى للطلب، والكمية، ومدة الصلاحية.',
  'pages.coupon.couponCollectionCenter.description':
    'احصل على قسائم مجانية من وكلاء الشحن ومُجمِّعي الحاويات، واستخدمها في الطلبات المدفوعة لهم.',
  'pages.coupon.myCoupon.description': 'القسائم التي حصلت عليها أو اشتريتها، وحالتها.',
  'pages.coupon.couponMarket.description': 'اشترِ حزم القسائم التي تعرضها المؤسسات للبيع.',
  'pages.coupon.couponVerification.description':
    'أدخل رمز القسيمة، وتحقّق من القسيمة وصاحبها، ثم استخدمها.',

  'pages.user.personalCenter.description':
    'نظرة عامة على حسابك ومؤسستك: حالة التوثيق، وأعداد المناقصات وعروض الأسعار والطلبات والقسائم.',
  'pages.user.changeBaseInfo.description':
    'حدّث اسمك المستعار وصورتك الرمزية ورقم جوالك، وجهة الاتصال والعنوان والنبذة والخدمات الخاصة بمؤسستك.',
  'pages.user.invoice.description':
    'أدِر بيانات الفواتير (اسم المشتري)، واطلب فواتير للطلبات المدفوعة، ونزّل الفواتير الإلكترونية. تشمل الفاتورة الواحدة طلبات مدفوعة إلى مستفيد واحد وبعملة واحدة، بالمبلغ المدفوع فعلًا (بعد خصم القسائم).',
  'pages.user.myCollect.description':
    'المناقصات وأسعار الشحن والمؤسسات والمقالات التي أضفتها إلى المفضلة.',
  'pages.user.notifications.description':
    'مستجدات مناقصاتك وطلباتك وقسائمك وفواتيرك وتوثيقك، وطريقة استلامها عبر البريد الإلكتروني والرسائل النصية SMS.',
  'pages.user.shipments.description':
    'شحنات طلباتك المدفوعة: الحجز ومواعيد الإقفال ومراحل الشحن والمستندات مثل بوليصة الشحن؛ يحدّثها وكلاء الشحن هنا، والمتأخرة أولاً.',

  'pages.tool.shipDate.description':
    'ابحث عن مواعيد الإبحار وتواريخ المغادرة ومدد العبور حسب ميناء التحميل وميناء التفريغ والناقل.',
  'pages.tool.customs.description':
    'اعثر على رموز HS وعناصر التصريح الجمركي حسب اسم المنتج أو رمزه.',

  'pages.login.description': 'سجّل الدخول باسم الحساب وكلمة المرور ورمز التحقق.',
  'pages.retrievePassword.description': 'أعد تعيين كلمة المرور برمز يُرسَل إلى رقم جوالك.',
  'pages.register.description': 'اختر نوع مؤسستك، وتحقّق من رقم جوالك، وأنشئ حسابك.',
  // Each account page's card: its heading, which the first screen and the page's wait show too.
  'pages.login.card.title': 'تسجيل الدخول',
  'pages.login.card.subtitle':
    'مرحبًا بعودتك. سجّل الدخول لطرح المناقصات وتقديم عروض الأسعار وإدارة طلباتك.',
  'pages.register.card.title': 'إنشاء حساب',
  'pages.register.card.subtitle': 'اختر نوع مؤسستك وتحقّق من رقم جوالك. التسجيل مجاني.',
  'pages.retrievePassword.card.title': 'إعادة تعيين كلمة المرور',
  'pages.retrievePassword.card.subtitle':
    'نرسل رمزًا في رسالة نصية إلى رقم الجوال المسجَّل، ثم تعيّن كلمة مرور جديدة',
  'pages.subBaseInfo.description':
    'أرسل اسم مؤسستك ورمز الائتمان الاجتماعي الموحّد والرخصة التجارية وبيانات جهة الاتصال لتوثيق مؤسستك.',
  'pages.test.description':
    'التشخيص: إصدار البناء، وإمكانية الوصول إلى API، واللغة والتخزين، وحالة الجلسة، والبيانات المرجعية.',

  'pages.forbidden.title': 'لا يمكنك فتح هذه الصفحة',
  'pages.forbidden.description': 'هذه الصفحة مخصصة لـ{types} فقط.',
  'pages.forbidden.audience.1': 'مؤسسات التجارة الخارجية',
  'pages.forbidden.audience.2': 'وكلاء الشحن',
  'pages.forbidden.audience.3': 'مُجمِّعي الحاويات',
  'pages.forbidden.current':
    'أنت مسجّل الدخول بحساب {current, select, 1 {مؤسسة تجارة خارجية} 2 {وكيل شحن} other {مُجمِّع حاويات}}.',
  'pages.notFound.title': 'الصفحة غير موجودة',
  'pages.notFound.description': 'هذا العنوان غير موجود أو تمت إزالته. تحقّق من كتابته بشكل صحيح.',
};

export default pages;
