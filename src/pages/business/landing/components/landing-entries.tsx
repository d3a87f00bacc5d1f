import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ENTERPRISE_CATEGORIES } from '@/contract/directory/types';
import { NEWS_CATEGORIES } from '@/contract/news/types';
import { BlockFailure } from '@/features/home/components/home-block';
import styles from '@/features/home/components/home.module.css';
import type { MessageId } from '@/locales/message-id';

import local from './landing.module.css';
import { useLandingCounts, type LandingCounts } from './use-landing-counts';

const CATEGORY_NAMES: Record<(typeof ENTERPRISE_CATEGORIES)[number], MessageId> = {
  1: 'menu.nav.foreignTrade',
  2: 'menu.nav.forwarding',
  3: 'common.userType.3',
  4: 'menu.nav.fleet',
};
const NEWS_NAMES: Record<(typeof NEWS_CATEGORIES)[number], MessageId> = {
  industry: 'home.news.industry',
  notice: 'home.news.notice',
  help: 'menu.nav.help',
};

function Entry(props: { href: string; titleId: MessageId; countId: MessageId; count?: number }) {
  return (
    <li>
      <Link to={props.href}>
        <FormattedMessage id={props.titleId} />
      </Link>
      {props.count === undefined ? (
        // The count's line held while it loads (or failed): the entries below do not move.
        <span className={styles.meta} aria-hidden>
          {'\u00a0'}
        </span>
      ) : (
        <span className={styles.meta}>
          <FormattedMessage id={props.countId} values={{ count: props.count }} />
        </span>
      )}
    </li>
  );
}

function Entries({ counts }: { counts: LandingCounts | undefined }) {
  return (
    <div className={local.entries}>
      <ul className={styles.list}>
        <Entry
          href={paths.business.tendering.href()}
          titleId="menu.business.tendering"
          countId="home.landing.tenders"
          count={counts?.figures.openTenders}
        />
        <Entry
          href={paths.business.market.href()}
          titleId="menu.business.market"
          countId="home.landing.listings"
          count={counts?.figures.listings}
        />
      </ul>
      <div>
        <h3 className={styles.subhead}>
          <FormattedMessage id="home.landing.directory" />
        </h3>
        <ul className={styles.list}>
          {ENTERPRISE_CATEGORIES.map((category, index) => (
            <Entry
              key={category}
              href={paths.business.foreignTrade.href(category)}
              titleId={CATEGORY_NAMES[category]}
              countId="home.landing.count"
              count={counts?.enterprises[index]}
            />
          ))}
        </ul>
      </div>
      <div>
        <h3 className={styles.subhead}>
          <FormattedMessage id="home.landing.news" />
        </h3>
        <ul className={styles.list}>
          {NEWS_CATEGORIES.map((category, index) => (
            <Entry
              key={category}
              href={paths.business.newsList.href({ category })}
              titleId={NEWS_NAMES[category]}
              countId="home.landing.articles"
              count={counts?.news[index]}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The way into tenders, the market, the directory's four categories and news. The links are always
 * there; their live counts appear when loaded, and a failure says so with a retry.
 */
export function LandingEntries() {
  const intl = useIntl();
  const counts = useLandingCounts();
  const title = intl.formatMessage({ id: 'home.landing.explore' });
  return (
    <section className="home-block" aria-labelledby="landing-explore" aria-busy={counts.loading}>
      <div className="home-block__head">
        <h2 id="landing-explore">{title}</h2>
      </div>
      {counts.error !== undefined && !counts.loading && (
        <BlockFailure error={counts.error} retry={counts.retry} name={title} />
      )}
      <Entries counts={counts.data} />
    </section>
  );
}
