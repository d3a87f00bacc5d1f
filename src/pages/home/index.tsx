import { FormattedMessage } from 'react-intl';

import { LinkCardGrid } from '@/components/link-card-grid';
import { HomeSearch } from '@/features/home/components/home-search';
import { PlatformFigures } from '@/features/home/components/platform-figures';
import { useSession } from '@/lib/session';

import { AREAS, SHORTCUTS } from './components/home-links';
import { HotLanes } from './components/hot-lanes';
import { LatestNews } from './components/latest-news';
import { LatestTenders } from './components/latest-tenders';
import styles from './home.module.css';

/**
 * / and /home: the search, the member's shortcuts, the platform's figures, the latest tenders,
 * busiest lanes, news and notices. Every block loads, fails and retries on its own. The page is
 * part of the first visit's budget: plain HTML and the antd pieces the shell already loads.
 */
export default function HomePage() {
  const { member } = useSession();

  return (
    <div className={styles.page}>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          <FormattedMessage id="pages.home.hero.title" />
        </h1>
        <p className="home-hero__subtitle">
          <FormattedMessage id="pages.home.hero.subtitle" />
        </p>
        <HomeSearch />
      </section>

      {member && (
        <section className={styles.section} aria-labelledby="home-shortcuts">
          <h2 id="home-shortcuts">
            <FormattedMessage id="home.shortcuts.title" />
          </h2>
          <LinkCardGrid items={SHORTCUTS[member.userType]} />
        </section>
      )}

      <PlatformFigures />

      <div className={styles.grid}>
        <LatestTenders />
        <HotLanes />
        <LatestNews category="industry" />
        <LatestNews category="notice" />
      </div>

      <section className={styles.section} aria-labelledby="home-areas">
        <h2 id="home-areas">
          <FormattedMessage id="pages.home.areas.title" />
        </h2>
        <LinkCardGrid items={AREAS} />
      </section>
    </div>
  );
}
