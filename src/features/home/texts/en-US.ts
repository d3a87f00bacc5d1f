import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of the home page and the business landing (a lazy area: loaded with its pages). */
const home: Catalogue<typeof zh> = {
  'home.search.title': 'Find freight',
  'home.search.target': 'Search in',
  'home.search.tender': 'Tenders',
  'home.search.market': 'Rates',
  'home.search.schedule': 'Schedules',
  'home.search.keyword': 'Keyword',
  'home.search.keywordHint': 'Cargo, title or tender number',
  'home.search.pol': 'Port of loading',
  'home.search.pod': 'Port of discharge',
  'home.search.portHint': 'e.g. Shanghai or CNSHA',
  'home.search.unknownPort': 'No port found by that name; choose one from the list',
  'home.search.submit': 'Search',
  'home.block.more': 'See all',
  'home.block.failed': 'Could not load',
  'home.tenders.title': 'Latest tenders',
  'home.tenders.empty': 'No open tenders at the moment',
  'home.tenders.meta': '{lane} · {count, plural, one {# bid} other {# bids}} · closes {deadline}',
  'home.lanes.title': 'Busiest lanes',
  'home.lanes.empty': 'No rates on the market yet',
  'home.lanes.meta': '{count, plural, one {# rate} other {# rates}} · from {price}',
  'home.news.industry': 'Industry news',
  'home.news.notice': 'Notices',
  'home.news.empty': 'Nothing here yet',
  'home.figures.title': 'The platform in figures',
  'home.figures.enterprises': 'Certified companies',
  'home.figures.openTenders': 'Open tenders',
  'home.figures.listings': 'Rates on the market',
  'home.figures.paidOrders': 'Orders paid',
  'home.shortcuts.title': 'My shortcuts',
  'home.landing.explore': 'Where to go',
  'home.landing.tenders': '{count, plural, one {# open tender} other {# open tenders}}',
  'home.landing.listings': '{count, plural, one {# rate} other {# rates}} on the market',
  'home.landing.enterprises':
    '{count, plural, one {# certified company} other {# certified companies}}',
  'home.landing.count': '{count, plural, one {# company} other {# companies}}',
  'home.landing.articles': '{count, plural, one {# article} other {# articles}}',
  'home.landing.directory': 'Company directory',
  'home.landing.news': 'News and help',
  'home.attention.title': 'Needs your attention',
  'home.attention.visitor':
    'Log in to see what needs you here: tenders closing soon, bids waiting for your award and orders to pay.',
  'home.attention.login': 'Log in',
  'home.attention.none': 'Nothing needs your attention right now',
  'home.attention.closingSoon': 'Tenders closing within 48 hours',
  'home.attention.bids': '{count, plural, one {# bid} other {# bids}}',
  'home.attention.awaitingAward':
    '{count, plural, one {# tender has bids} other {# tenders have bids}} waiting for your award',
  'home.attention.toPay': '{count, plural, one {# order} other {# orders}} to pay',
  'home.attention.toReceive':
    '{count, plural, one {# order} other {# orders}} waiting for the buyer to pay',
  'home.attention.bidsClosingSoon':
    '{count, plural, one {# tender you bid on closes} other {# tenders you bid on close}} within 48 hours',
  'home.countdown.days': '{days} d {clock}',
  'home.countdown.ended': 'Closed',
  'home.attention.listingsExpiring':
    '{count, plural, one {# rate expires} other {# rates expire}} within 7 days',
};

export default home;
