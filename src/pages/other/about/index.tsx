import {
  BarcodeOutlined,
  CalendarOutlined,
  EyeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  InboxOutlined,
  LineChartOutlined,
  SendOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { PageContainer } from '@/components/page-container';
import type { MessageId } from '@/locales/message-id';

import { FeatureCards, type FeatureCard } from '../components/feature-cards';
import { PageSection } from '../components/page-section';
import { StepList, type Step } from './step-list';

const audience: readonly FeatureCard[] = [
  {
    key: 'shipper',
    icon: <GlobalOutlined aria-hidden />,
    titleId: 'other.about.audience.shipper.title',
    bodyId: 'other.about.audience.shipper.body',
  },
  {
    key: 'forwarder',
    icon: <SendOutlined aria-hidden />,
    titleId: 'other.about.audience.forwarder.title',
    bodyId: 'other.about.audience.forwarder.body',
  },
  {
    key: 'consolidator',
    icon: <InboxOutlined aria-hidden />,
    titleId: 'other.about.audience.consolidator.title',
    bodyId: 'other.about.audience.consolidator.body',
  },
  {
    key: 'visitor',
    icon: <EyeOutlined aria-hidden />,
    titleId: 'other.about.audience.visitor.title',
    bodyId: 'other.about.audience.visitor.body',
  },
];

const offers: readonly FeatureCard[] = [
  {
    key: 'tender',
    icon: <FileSearchOutlined aria-hidden />,
    titleId: 'other.about.offer.tender.title',
    bodyId: 'other.about.offer.tender.body',
  },
  {
    key: 'market',
    icon: <LineChartOutlined aria-hidden />,
    titleId: 'other.about.offer.market.title',
    bodyId: 'other.about.offer.market.body',
  },
  {
    key: 'coupon',
    icon: <GiftOutlined aria-hidden />,
    titleId: 'other.about.offer.coupon.title',
    bodyId: 'other.about.offer.coupon.body',
  },
  {
    key: 'directory',
    icon: <ShopOutlined aria-hidden />,
    titleId: 'other.about.offer.directory.title',
    bodyId: 'other.about.offer.directory.body',
  },
  {
    key: 'schedule',
    icon: <CalendarOutlined aria-hidden />,
    titleId: 'other.about.offer.schedule.title',
    bodyId: 'other.about.offer.schedule.body',
  },
  {
    key: 'hs',
    icon: <BarcodeOutlined aria-hidden />,
    titleId: 'other.about.offer.hs.title',
    bodyId: 'other.about.offer.hs.body',
  },
  {
    key: 'invoice',
    icon: <FileTextOutlined aria-hidden />,
    titleId: 'other.about.offer.invoice.title',
    bodyId: 'other.about.offer.invoice.body',
  },
];

const trust: readonly MessageId[] = [
  'other.about.trust.verify',
  'other.about.trust.badge',
  'other.about.trust.payment',
];

const steps: readonly Step[] = (['register', 'publish', 'award', 'pay', 'invoice'] as const).map(
  (key) => ({
    key,
    titleId: `other.about.steps.${key}.title`,
    bodyId: `other.about.steps.${key}.body`,
  }),
);

/** /other/about: who the platform serves, what it offers, how trust works and how to start. */
export default function AboutPage() {
  return (
    <PageContainer titleId="menu.other.about" descriptionId="other.about.description">
      <Typography.Paragraph style={{ fontSize: 16 }}>
        <FormattedMessage id="other.about.intro" />
      </Typography.Paragraph>

      <PageSection id="about-audience" titleId="other.about.audience.title">
        <FeatureCards items={audience} columns={2} />
      </PageSection>

      <PageSection id="about-offer" titleId="other.about.offer.title">
        <FeatureCards items={offers} columns={3} />
      </PageSection>

      <PageSection id="about-trust" titleId="other.about.trust.title">
        {trust.map((id) => (
          <Typography.Paragraph key={id}>
            <FormattedMessage id={id} />
          </Typography.Paragraph>
        ))}
      </PageSection>

      <PageSection id="about-steps" titleId="other.about.steps.title">
        <StepList steps={steps} />
      </PageSection>
    </PageContainer>
  );
}
