import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const menu: Catalogue<typeof zh> = {
  'menu.nav.home': 'Home',
  'menu.nav.foreignTrade': 'Shippers',
  'menu.nav.forwarding': 'Forwarders',
  'menu.nav.fleet': 'Trucking fleets',
  'menu.nav.shipping': 'Shipping',
  'menu.nav.members': 'Members',
  'menu.nav.market': 'Marketplace',
  'menu.nav.help': 'Help centre',

  'menu.home': 'Home',
  'menu.login': 'Log in',
  'menu.register': 'Register',
  'menu.retrievePassword': 'Reset password',
  'menu.subBaseInfo': 'Enterprise certification',
  'menu.test': 'Diagnostics',
  'menu.notFound': 'Page not found',

  'menu.business': 'Business hub',
  'menu.business.foreignTrade': 'Enterprise directory',
  'menu.business.foreignTradeDetail': 'Enterprise profile',
  'menu.business.tendering': 'Tender hall',
  'menu.business.tenderDetail': 'Tender details',
  'menu.business.myBid': 'My bids',
  'menu.business.payment': 'Orders and payment',
  'menu.business.tenderIssue': 'Issue a tender',
  'menu.business.quote': 'Submit a quote',
  'menu.business.searchTender': 'Search tenders',
  'menu.business.myTenderBid': 'My tenders',
  'menu.business.newsDetail': 'Article',
  'menu.business.newsList': 'News and help',
  'menu.business.market': 'Freight-rate market',
  'menu.business.marketDetail': 'Rate details',
  'menu.business.myMarket': 'My rates',

  'menu.coupon': 'Coupons',
  'menu.coupon.couponManagement': 'Coupon management',
  'menu.coupon.couponCollectionCenter': 'Coupon centre',
  'menu.coupon.myCoupon': 'My coupons',
  'menu.coupon.couponMarket': 'Coupon market',
  'menu.coupon.couponVerification': 'Coupon redemption',

  'menu.user': 'Member centre',
  'menu.user.personalCenter': 'Account overview',
  'menu.user.changeBaseInfo': 'Company profile',
  'menu.user.invoice': 'Invoices',
  'menu.user.myCollect': 'Favourites',
  'menu.user.notifications': 'Notifications',
  'menu.user.shipments': 'Shipments',

  'menu.other': 'About the platform',
  'menu.other.about': 'About us',
  'menu.other.contact': 'Contact us',
  'menu.other.clause': 'Terms and privacy',

  'menu.tool': 'Shipping tools',
  'menu.tool.shipDate': 'Sailing schedules',
  'menu.tool.customs': 'HS code look-up',
};

export default menu;
