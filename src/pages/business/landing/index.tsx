import { FormattedMessage } from 'react-intl';

import { LinkCardGrid, type LinkCardItem } from '@/components/link-card-grid';
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
      {
        href: paths.coupon.couponVerification.href(),
        titleId: 'menu.coupon.couponVerification',
        descriptionId: 'pages.coupon.couponVerification.description',
      },
    ],
  },
  {
    id: 'coupons',
    titleId: 'menu.coupon',
    items: [
      {
        href: paths.coupon.couponCollectionCenter.href(),
        titleId: 'menu.coupon.couponCollectionCenter',
        descriptionId: 'pages.coupon.couponCollectionCenter.description',
      },
      {
        href: paths.coupon.couponMarket.href(),
        titleId: 'menu.coupon.couponMarket',
        descriptionId: 'pages.coupon.couponMarket.description',
      },
      {
        href: paths.coupon.myCoupon.href(),
        titleId: 'menu.coupon.myCoupon',
        descriptionId: 'pages.coupon.myCoupon.description',
      },
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
