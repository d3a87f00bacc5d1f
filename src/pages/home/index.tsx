import {
  AuditOutlined,
  BarcodeOutlined,
  CalendarOutlined,
  GiftOutlined,
  LineChartOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/app/paths';
import { LinkCardGrid, type LinkCardItem } from '@/components/link-card-grid';
import { useSession } from '@/lib/session';
import type { MessageId } from '@/locales/message-id';
import type { UserType } from '@/types/user';

const areas: readonly LinkCardItem[] = [
  {
    href: paths.business.tendering.href(),
    titleId: 'menu.business.tendering',
    descriptionId: 'pages.home.area.tendering',
    icon: <AuditOutlined />,
  },
  {
    href: paths.business.market.href(),
    titleId: 'menu.business.market',
    descriptionId: 'pages.home.area.market',
    icon: <LineChartOutlined />,
  },
  {
    href: paths.business.foreignTrade.href(1),
    titleId: 'menu.business.foreignTrade',
    descriptionId: 'pages.home.area.directory',
    icon: <TeamOutlined />,
  },
  {
    href: paths.tool.shipDate.href(),
    titleId: 'menu.tool.shipDate',
    descriptionId: 'pages.home.area.schedules',
    icon: <CalendarOutlined />,
  },
  {
    href: paths.tool.customs.href(),
    titleId: 'menu.tool.customs',
    descriptionId: 'pages.home.area.hsCode',
    icon: <BarcodeOutlined />,
  },
  {
    href: paths.coupon.couponCollectionCenter.href(),
    titleId: 'menu.coupon.couponCollectionCenter',
    descriptionId: 'pages.home.area.coupons',
    icon: <GiftOutlined />,
  },
  {
    href: paths.business.newsList.href(),
    titleId: 'menu.business.newsList',
    descriptionId: 'pages.home.area.news',
    icon: <ReadOutlined />,
  },
];

const audiences: readonly { type: UserType; titleId: MessageId; textId: MessageId }[] = [
  { type: 1, titleId: 'common.userType.1', textId: 'pages.home.audience.1' },
  { type: 2, titleId: 'common.userType.2', textId: 'pages.home.audience.2' },
  { type: 3, titleId: 'common.userType.3', textId: 'pages.home.audience.3' },
];

/** / and /home: what the platform is for, and the way into its main areas. */
export default function HomePage() {
  const { status } = useSession();

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          <FormattedMessage id="pages.home.hero.title" />
        </h1>
        <p className="home-hero__subtitle">
          <FormattedMessage id="pages.home.hero.subtitle" />
        </p>
        <div className="home-hero__actions">
          <Link to={paths.business.tendering.href()} className="link-button link-button--primary">
            <FormattedMessage id="pages.home.hero.browseTenders" />
          </Link>
          <Link to={paths.business.market.href()} className="link-button">
            <FormattedMessage id="pages.home.hero.browseMarket" />
          </Link>
          {status === 'anonymous' && (
            <Link to={paths.register.href()} className="link-button">
              <FormattedMessage id="pages.home.hero.register" />
            </Link>
          )}
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-areas">
        <h2 id="home-areas">
          <FormattedMessage id="pages.home.areas.title" />
        </h2>
        <LinkCardGrid items={areas} />
      </section>

      <section className="home-section" aria-labelledby="home-audience">
        <h2 id="home-audience">
          <FormattedMessage id="pages.home.audience.title" />
        </h2>
        <LinkCardGrid
          items={audiences.map((audience) => ({
            href: paths.business.foreignTrade.href(audience.type),
            titleId: audience.titleId,
            descriptionId: audience.textId,
          }))}
        />
      </section>
    </div>
  );
}
