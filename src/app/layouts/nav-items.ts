import type { MessageId } from '@/locales/message-id';

import { paths } from '../../config/paths';

export interface NavItem {
  key: string;
  labelId: MessageId;
  href: string;
  /** Whether the item is the current area, given the location. */
  isActive: (pathname: string, search: URLSearchParams) => boolean;
}

const startsWith = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The header navigation: home, the directory's categories, shipping, members, market, help centre. */
export const navItems: readonly NavItem[] = [
  {
    key: 'home',
    labelId: 'menu.nav.home',
    href: paths.home.href(),
    isActive: (pathname) => pathname === paths.home.path || pathname === paths.homeAlias.path,
  },
  {
    key: 'foreignTrade',
    labelId: 'menu.nav.foreignTrade',
    href: paths.business.foreignTrade.href(1),
    isActive: (pathname) => pathname === paths.business.foreignTrade.href(1),
  },
  {
    key: 'forwarding',
    labelId: 'menu.nav.forwarding',
    href: paths.business.foreignTrade.href(2),
    isActive: (pathname) => pathname === paths.business.foreignTrade.href(2),
  },
  {
    key: 'fleet',
    labelId: 'menu.nav.fleet',
    href: paths.business.foreignTrade.href(4),
    isActive: (pathname) => pathname === paths.business.foreignTrade.href(4),
  },
  {
    key: 'shipping',
    labelId: 'menu.nav.shipping',
    href: paths.tool.shipDate.href(),
    isActive: (pathname) => startsWith(pathname, paths.tool.root.path),
  },
  {
    key: 'members',
    labelId: 'menu.nav.members',
    href: paths.user.personalCenter.href(),
    isActive: (pathname) => startsWith(pathname, paths.user.root.path),
  },
  {
    key: 'market',
    labelId: 'menu.nav.market',
    href: paths.business.market.href(),
    isActive: (pathname) =>
      pathname === paths.business.market.path || pathname === paths.business.marketDetail.path,
  },
  {
    key: 'help',
    labelId: 'menu.nav.help',
    href: paths.business.newsList.href({ category: 'help' }),
    isActive: (pathname, search) =>
      pathname === paths.business.newsList.path && search.get('category') === 'help',
  },
];
