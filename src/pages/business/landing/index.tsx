import { FormattedMessage } from 'react-intl';

import { LinkCardGrid, pageCard, type LinkCardItem } from '@/components/link-card-grid';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { AttentionPanel } from '@/features/home/components/attention-panel';
import type { MessageId } from '@/locales/message-id';

import { LandingEntries } from './components/landing-entries';
import styles from './components/landing.module.css';

const groups: readonly { id: string; titleId: MessageId; items: readonly LinkCardItem[] }[] = [
  {
    id: 'shippers',
    titleId: 'pages.business.landing.forShippers',
    items: [
      pageCard('business.tenderIssue', paths.business.tenderIssue.href()),
      pageCard('business.myTenderBid', paths.business.myTenderBid.href()),
    ],
  },
  {
    id: 'carriers',
    titleId: 'pages.business.landing.forCarriers',
    items: [
      pageCard('business.myBid', paths.business.myBid.href()),
      pageCard('business.myMarket', paths.business.myMarket.href()),
      pageCard('coupon.couponManagement', paths.coupon.couponManagement.href()),
      pageCard('coupon.couponVerification', paths.coupon.couponVerification.href()),
    ],
  },
  {
    id: 'coupons',
    titleId: 'menu.coupon',
    items: [
      pageCard('coupon.couponCollectionCenter', paths.coupon.couponCollectionCenter.href()),
      pageCard('coupon.couponMarket', paths.coupon.couponMarket.href()),
      pageCard('coupon.myCoupon', paths.coupon.myCoupon.href()),
    ],
  },
];

/**
 * /business: the way into tenders, the market, the directory and news with live counts; what needs
 * the member's attention (or a log-in prompt); the tools of shippers and of carriers; coupons.
 */
export default function BusinessLandingPage() {
  return (
    <PageContainer titleId="menu.business" descriptionId="pages.business.landing.description">
      <div className={styles.layout}>
        <AttentionPanel />
        <LandingEntries />
      </div>
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
