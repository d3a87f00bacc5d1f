import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { HomeBlock } from '@/features/home/components/home-block';
import styles from '@/features/home/components/home.module.css';
import { shortDate } from '@/features/home/utils/format';
import { useLatestNews } from '@/features/news/hooks/use-latest-news';

/** The five newest items of a news category (industry news or notices). */
export function LatestNews({ category }: { category: 'industry' | 'notice' }) {
  const intl = useIntl();
  const news = useLatestNews(category, 5);
  return (
    <HomeBlock
      id={`home-news-${category}`}
      title={intl.formatMessage({ id: `home.news.${category}` })}
      more={paths.business.newsList.href({ category })}
      state={news}
      isEmpty={(page) => page.records.length === 0}
      empty={<FormattedMessage id="home.news.empty" />}
    >
      {(page) => (
        <ul className={styles.list}>
          {page.records.map((item) => (
            <li key={item.id}>
              <Link to={paths.business.newsDetail.href({ id: item.id })} dir="auto">
                {item.title}
              </Link>
              <span className={styles.meta}>
                <time dateTime={item.publishedAt}>{shortDate(intl, item.publishedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}
