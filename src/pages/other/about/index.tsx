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
import { OTHER_PAGES } from '@/lib/first-screen/pages';
import type { MessageId } from '@/locales/message-id';

import { FeatureCards, type FeatureCard } from '../components/feature-cards';
import { PageSection } from '../components/page-section';
import { StepList, type Step } from './step-list';

/** Each part's cards in order, by key: `other.about.<part>.<key>.title` titles one, `.body` tells it. */
const CARDS = {
  audience: {
    shipper: <GlobalOutlined aria-hidden />,
    forwarder: <SendOutlined aria-hidden />,
    consolidator: <InboxOutlined aria-hidden />,
    visitor: <EyeOutlined aria-hidden />,
  },
  offer: {
    tender: <FileSearchOutlined aria-hidden />,
    market: <LineChartOutlined aria-hidden />,
    coupon: <GiftOutlined aria-hidden />,
    directory: <ShopOutlined aria-hidden />,
    schedule: <CalendarOutlined aria-hidden />,
    hs: <BarcodeOutlined aria-hidden />,
    invoice: <FileTextOutlined aria-hidden />,
  },
};

type Part = keyof typeof CARDS;
/** The ids of every card; one the catalogue lacks is a type error where FeatureCard takes it. */
type CardId = {
  [P in Part]: `other.about.${P}.${keyof (typeof CARDS)[P] & string}.${'title' | 'body'}`;
}[Part];

function cardsOf(part: Part): readonly FeatureCard[] {
  return Object.entries(CARDS[part]).map(([key, icon]) => ({
    key,
    icon,
    titleId: `other.about.${part}.${key}.title` as CardId,
    bodyId: `other.about.${part}.${key}.body` as CardId,
  }));
}

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
    <PageContainer
      titleId={OTHER_PAGES.about.titleId}
      descriptionId={OTHER_PAGES.about.descriptionId}
      introId={OTHER_PAGES.about.introId}
    >
      <PageSection id="about-audience" titleId="other.about.audience.title">
        <FeatureCards items={cardsOf('audience')} columns={2} />
      </PageSection>

      <PageSection id="about-offer" titleId="other.about.offer.title">
        <FeatureCards items={cardsOf('offer')} columns={3} />
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
