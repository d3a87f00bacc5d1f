import type { LinkCardItem } from '@/components/link-card-grid';
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
  {
    href: paths.coupon.couponMarket.href(),
    titleId: 'menu.coupon.couponMarket',
    descriptionId: 'pages.coupon.couponMarket.description',
  },
];

const favourites: LinkCardItem = {
  href: paths.user.myCollect.href(),
  titleId: 'menu.user.myCollect',
  descriptionId: 'pages.user.myCollect.description',
};

const CARRIER_SHORTCUTS: readonly LinkCardItem[] = [
  {
    href: paths.business.tendering.href(),
    titleId: 'menu.business.tendering',
    descriptionId: 'pages.business.tendering.description',
  },
  {
    href: paths.business.myBid.href(),
    titleId: 'menu.business.myBid',
    descriptionId: 'pages.business.myBid.description',
  },
  {
    href: paths.business.myMarket.href(),
    titleId: 'menu.business.myMarket',
    descriptionId: 'pages.business.myMarket.description',
  },
  favourites,
];

/** A member's shortcuts by user type: shippers issue and award, carriers bid and publish rates. */
export const SHORTCUTS: Record<UserType, readonly LinkCardItem[]> = {
  1: [
    {
      href: paths.business.tenderIssue.href(),
      titleId: 'menu.business.tenderIssue',
      descriptionId: 'pages.business.tenderIssue.description',
    },
    {
      href: paths.business.myTenderBid.href(),
      titleId: 'menu.business.myTenderBid',
      descriptionId: 'pages.business.myTenderBid.description',
    },
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
