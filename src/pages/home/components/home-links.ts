import { pageCard, type LinkCardItem } from '@/components/link-card-grid';
import { paths } from '@/config/paths';
import type { UserType } from '@/contract/common/user';

/** What the platform offers, for every reader (texts of the first-load `pages` area). */
export const AREAS: readonly LinkCardItem[] = [
  {
    href: paths.business.tendering.href(),
    titleId: 'menu.business.tendering',
    descriptionId: 'pages.home.area.tenders',
  },
  {
    href: paths.business.market.href(),
    titleId: 'menu.business.market',
    descriptionId: 'pages.home.area.market',
  },
  {
    href: paths.business.foreignTrade.href(1),
    titleId: 'menu.business.foreignTrade',
    descriptionId: 'pages.home.area.directory',
  },
  {
    href: paths.tool.shipDate.href(),
    titleId: 'menu.tool.shipDate',
    descriptionId: 'pages.home.area.schedules',
  },
  {
    href: paths.tool.customs.href(),
    titleId: 'menu.tool.customs',
    descriptionId: 'pages.home.area.hsCode',
  },
  {
    href: paths.business.newsList.href(),
    titleId: 'menu.business.newsList',
    descriptionId: 'pages.home.area.news',
  },
  {
    href: paths.coupon.couponCollectionCenter.href(),
    titleId: 'menu.coupon.couponCollectionCenter',
    descriptionId: 'pages.home.area.coupons',
  },
  pageCard('coupon.couponMarket'),
];

const favourites: LinkCardItem = pageCard('user.myCollect');

const CARRIER_SHORTCUTS: readonly LinkCardItem[] = [
  pageCard('business.tendering'),
  pageCard('business.myBid'),
  pageCard('business.myMarket'),
  favourites,
];

/** A member's shortcuts by user type: shippers issue and award, carriers bid and publish rates. */
export const SHORTCUTS: Record<UserType, readonly LinkCardItem[]> = {
  1: [
    pageCard('business.tenderIssue'),
    pageCard('business.myTenderBid'),
    {
      href: paths.coupon.couponCollectionCenter.href(),
      titleId: 'menu.coupon.couponCollectionCenter',
      descriptionId: 'pages.home.area.coupons',
    },
    favourites,
  ],
  2: CARRIER_SHORTCUTS,
  3: CARRIER_SHORTCUTS,
};
