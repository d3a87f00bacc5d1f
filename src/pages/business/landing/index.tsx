import { FormattedMessage } from 'react-intl';

import { paths } from '@/app/paths';
import { LinkCardGrid, type LinkCardItem } from '@/components/link-card-grid';
import { PageContainer } from '@/components/page-container';
import type { MessageId } from '@/locales/message-id';

const groups: readonly { id: string; titleId: MessageId; items: readonly LinkCardItem[] }[] = [
  {
    id: 'explore',
    titleId: 'pages.business.landing.explore',
    items: [
      {
        href: paths.business.tendering.href(),
        titleId: 'menu.business.tendering',
        descriptionId: 'pages.business.tendering.description',
      },
      {
        href: paths.business.market.href(),
        titleId: 'menu.business.market',
        descriptionId: 'pages.business.market.description',
      },
      {
        href: paths.business.foreignTrade.href(1),
        titleId: 'menu.business.foreignTrade',
        descriptionId: 'pages.business.foreignTrade.description',
      },
      {
        href: paths.business.newsList.href(),
        titleId: 'menu.business.newsList',
        descriptionId: 'pages.business.newsList.description',
      },
    ],
  },
  {
    id: 'shippers',
    titleId: 'pages.business.landing.forShippers',
    items: [
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
    ],
  },
  {
    id: 'carriers',
    titleId: 'pages.business.landing.forCarriers',
    items: [
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
      {
        href: paths.coupon.couponManagement.href(),
        titleId: 'menu.coupon.couponManagement',
        descriptionId: 'pages.coupon.couponManagement.description',
      },
    ],
  },
];

/** /business: the way into tenders, bids, rates and the directory, grouped by who uses them. */
export default function BusinessLandingPage() {
  return (
    <PageContainer titleId="menu.business" descriptionId="pages.business.landing.description">
      {groups.map((group) => (
        <section key={group.id} className="home-section" aria-labelledby={`business-${group.id}`}>
          <h2 id={`business-${group.id}`}>
            <FormattedMessage id={group.titleId} />
          </h2>
          <LinkCardGrid items={group.items} />
        </section>
      ))}
    </PageContainer>
  );
}
