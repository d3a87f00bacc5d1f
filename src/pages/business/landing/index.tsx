import { FormattedMessage } from 'react-intl';

import { LinkCardGrid, pageCard, type CardPage } from '@/components/link-card-grid';
import { PageContainer } from '@/components/page-container';
import { AttentionPanel } from '@/features/home/components/attention-panel';
import { BUSINESS_HUB } from '@/lib/first-screen/pages';
import type { MessageId } from '@/locales/message-id';

import { LandingEntries } from './components/landing-entries';

/** The tools of each kind of member, and coupons for all: cards of the pages, in this order. */
const groups: readonly { id: string; titleId: MessageId; pages: readonly CardPage[] }[] = [
  {
    id: 'shippers',
    titleId: 'pages.business.landing.forShippers',
    pages: ['business.tenderIssue', 'business.myTenderBid'],
  },
  {
    id: 'carriers',
    titleId: 'pages.business.landing.forCarriers',
    pages: [
      'business.myBid',
      'business.myMarket',
      'coupon.couponManagement',
      'coupon.couponVerification',
    ],
  },
  {
    id: 'coupons',
    titleId: 'menu.coupon',
    pages: ['coupon.couponCollectionCenter', 'coupon.couponMarket', 'coupon.myCoupon'],
  },
];

/**
 * /business: the way into tenders, the market, the directory and news with live counts; what needs
 * the member's attention (or a log-in prompt); the tools of shippers and of carriers; coupons.
 */
export default function BusinessLandingPage() {
  return (
    <PageContainer titleId={BUSINESS_HUB.titleId} descriptionId={BUSINESS_HUB.descriptionId}>
      <div className="business-hub__layout">
        <AttentionPanel />
        <LandingEntries />
      </div>
      {groups.map((group) => (
        <section key={group.id} className="home-section" aria-labelledby={`business-${group.id}`}>
          <h2 id={`business-${group.id}`}>
            <FormattedMessage id={group.titleId} />
          </h2>
          <LinkCardGrid items={group.pages.map(pageCard)} />
        </section>
      ))}
    </PageContainer>
  );
}
