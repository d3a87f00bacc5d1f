import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { NEWS_CATEGORIES, type NewsCategory } from '@/contract/news/types';

import styles from './news-list.module.css';

/** The three categories as links (shareable, work with back/forward); the current one is marked. */
export function NewsCategoryNav({ current }: { current: NewsCategory }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'news.categories.label' })}>
      <ul className={styles.categories}>
        {NEWS_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={paths.business.newsList.href({ category })}
              className={styles.category}
              aria-current={category === current ? 'page' : undefined}
            >
              {intl.formatMessage({ id: `news.category.${category}` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
