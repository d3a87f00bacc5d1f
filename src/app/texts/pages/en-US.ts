import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const pages: Catalogue<typeof zh> = {
  'pages.home.hero.title': 'The freight marketplace for foreign trade',
  'pages.home.hero.subtitle':
    'Shippers issue freight tenders and compare quotes; forwarders and consolidators bid and publish their rates. Quotes, awards, payment and invoices, all on one platform.',
  'pages.home.areas.title': 'What you can do here',
  'pages.home.area.tenders':
    'Shippers post FCL and LCL freight needs; forwarders and consolidators quote before the deadline.',
  'pages.home.area.market':
    'Compare ocean rates, surcharges and sailings by trade lane, with an instant total.',
  'pages.home.area.directory':
    'Find certified shippers, forwarders, consolidators and container trucking fleets.',
  'pages.home.area.schedules':
    'Look up sailing dates and transit times by port of loading, port of discharge and carrier.',
  'pages.home.area.hsCode': 'Find HS codes and declaration elements by product name or code.',
  'pages.home.area.coupons': 'Collect freight coupons and use them when you pay an order.',
  'pages.home.area.news': 'Industry news, platform notices and help articles.',

  'pages.business.landing.description':
    'The way into tenders, bids, freight rates and the enterprise directory: find cargo, find capacity.',
  'pages.business.landing.forShippers': 'For shippers',
  'pages.business.landing.forCarriers': 'For forwarders and consolidators',
  'pages.business.landing.explore': 'Browse and search',
  'pages.business.foreignTrade.description':
    'Browse the shippers, forwarders, consolidators and trucking fleets on the platform by category, with their services and certification.',
  'pages.business.foreignTradeDetail.description':
    "An enterprise's profile, services and certification, with the rates and tenders it has published; contact details after login.",
  'pages.business.tendering.description':
    'Browse open FCL and LCL ocean freight tenders; filter by trade lane, container type and deadline.',
  'pages.business.tenderDetail.description':
    'Cargo, containers, dates, incoterm and the issuing enterprise; log in to see the contact details and bid.',
  'pages.business.myBid.description':
    'See the quotes you have submitted and their status; revise or withdraw them before the deadline.',
  'pages.business.payment.description':
    'Orders from awards and coupon purchases: see what is paid and what is due, check the amount, apply one usable coupon and pay by WeChat Pay, Alipay or bank transfer.',
  'pages.business.tenderIssue.description':
    'Enter the ports of loading and discharge, containers or cargo volume and weight, cargo details and deadline to issue a freight tender.',
  'pages.business.quote.description':
    'Quote on a tender: ocean freight, surcharges, carrier, transit time and validity.',
  'pages.business.searchTender.description':
    'Search tenders by keyword, trade lane, shipment type and status.',
  'pages.business.myTenderBid.description':
    'Manage the tenders you have issued, compare the quotes side by side and award one.',
  'pages.business.newsDetail.description':
    'Read industry news, platform notices and help articles.',
  'pages.business.newsList.description':
    'Industry news, platform notices and help-centre articles, with search and paging.',
  'pages.business.market.description':
    'Compare the rates forwarders and consolidators publish by trade lane, shipment type, container type and carrier, with an instant total.',
  'pages.business.marketDetail.description':
    "A rate's price breakdown, surcharges, sailings and validity, and the enterprise that offers it.",
  'pages.business.myMarket.description': 'Publish, edit and withdraw your freight rates.',

  'pages.coupon.couponManagement.description':
    'Create and manage the coupons you issue: face value or discount, minimum order, quantity and validity.',
  'pages.coupon.couponCollectionCenter.description':
    'Collect free coupons from forwarders and consolidators and use them on orders paid to them.',
  'pages.coupon.myCoupon.description':
    'The coupons you have collected or bought, and their status.',
  'pages.coupon.couponMarket.description': 'Buy coupon packs that enterprises offer for sale.',
  'pages.coupon.couponVerification.description':
    'Enter a coupon code, check the coupon and its owner, and redeem it.',

  'pages.user.personalCenter.description':
    'Your account and company at a glance: certification, and counts of tenders, bids, orders and coupons.',
  'pages.user.changeBaseInfo.description':
    'Update your nickname, avatar and mobile number, and your company’s contact, address, introduction and services.',
  'pages.user.invoice.description':
    'Manage invoice titles, request invoices for paid orders and download e-invoices. One invoice covers orders paid to one payee in one currency, at what was paid (after coupons).',
  'pages.user.myCollect.description':
    'The tenders, rates, enterprises and articles you have saved.',
  'pages.user.notifications.description':
    'News of your tenders, orders, coupons, invoices and certification, and how you receive it by e-mail and SMS.',
  'pages.user.shipments.description':
    'The shipments of your paid orders: booking, cut-offs, milestones and documents such as the B/L; forwarders update them here, the late ones first.',

  'pages.tool.shipDate.description':
    'Look up sailings, departure dates and transit times by port of loading, port of discharge and carrier.',
  'pages.tool.customs.description':
    'Find HS codes and declaration elements by product name or code.',
  'pages.tool.customs.intro':
    'An HS code classifies goods for customs: the first six digits are the same in every country, and China adds four for its tariff. Open a code for its duties, export VAT rebate and declaration elements.',

  'pages.login.description': 'Log in with your account, password and captcha.',
  'pages.retrievePassword.description': 'Reset your password with a code sent to your mobile.',
  'pages.register.description': 'Choose your enterprise type, verify your mobile and register.',
  // Each account page's card: its heading, which the first screen and the page's wait show too.
  'pages.login.card.title': 'Log in',
  'pages.login.card.subtitle': 'Welcome back. Log in to issue tenders, bid and manage your orders.',
  'pages.register.card.title': 'Create an account',
  'pages.register.card.subtitle':
    'Choose your enterprise type and verify your mobile number. It is free.',
  'pages.retrievePassword.card.title': 'Reset your password',
  'pages.retrievePassword.card.subtitle':
    'We text a code to your registered mobile number, then you set a new password',
  'pages.subBaseInfo.description':
    'Submit your company name, unified social credit code, business licence and contact to certify your enterprise.',
  'pages.test.description':
    'Diagnostics: build version, API reachability, locale and storage, session state and reference data.',

  'pages.forbidden.title': 'You cannot open this page',
  'pages.forbidden.description': 'This page is for {types} only.',
  'pages.forbidden.audience.1': 'foreign-trade enterprises',
  'pages.forbidden.audience.2': 'freight forwarders',
  'pages.forbidden.audience.3': 'container consolidators',
  'pages.forbidden.current':
    'You are logged in with a {current, select, 1 {foreign-trade enterprise} 2 {freight forwarder} other {container consolidator}} account.',
  'pages.notFound.title': 'Page not found',
  'pages.notFound.description':
    'The address does not exist or has been removed. Check that it is typed correctly.',
  // The directory's categories: each one's heading, painted from the HTML (the first screen).
  'directory.category.1.title': 'Foreign-trade enterprises',
  'directory.category.2.title': 'Freight forwarders',
  'directory.category.3.title': 'Container consolidators',
  'directory.category.4.title': 'Trucking fleets',
  'directory.category.1.description':
    'Importers and exporters on the platform, with the freight tenders they have open.',
  'directory.category.2.description':
    'Forwarders offering booking, customs clearance and trucking, with their rates on the market.',
  'directory.category.3.description': 'Consolidators offering LCL shipping and warehousing.',
  'directory.category.4.description':
    'Forwarders and consolidators that run container trucking (drayage).',
  'pages.other.about.description':
    'An online freight marketplace connecting foreign-trade enterprises with forwarders and consolidators.',
  'pages.other.about.intro':
    'The Freight Trading Platform is a B2B freight marketplace for Chinese foreign-trade enterprises and logistics providers. Shippers publish freight tenders, compare quotes and pay online; freight forwarders and consolidators find cargo, publish rates and issue coupons. Enquiry, comparison, award, payment and invoicing happen in one place, and enterprise certification means every deal knows who is on the other side.',
  'pages.other.contact.description':
    'Customer service hotline, e-mail, WeChat official account and office.',
  'pages.other.contact.intro':
    'Whatever your question, reach us through any of the channels below. To help us answer faster, give your enterprise name, registered mobile number and any tender or order number involved.',
  'pages.other.clause.description': 'Please read these terms carefully before using the platform.',
  'pages.other.clause.intro':
    'These terms are an agreement between you and the operator of the Freight Trading Platform (“we”, “us”) and govern your use of the platform’s website and services. By registering, logging in or using the platform you confirm that you have read and accept them.',
};

export default pages;
