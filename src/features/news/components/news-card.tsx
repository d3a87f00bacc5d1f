import { EyeOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { ServerImage } from '@/components/server-image';
import { paths } from '@/config/paths';
import type { NewsSummary } from '@/contract/news/types';

import styles from './news-card.module.css';

/** One article in the list: cover, title (the link), summary, date (China time) and views. */
export function NewsCard({ item }: { item: NewsSummary }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {item.cover && (
        // The title beside it says what the article is: the cover is decoration.
        <ServerImage className={styles.cover} src={item.cover} alt="" width={240} height={135} />
      )}
      <div className={styles.body}>
        <h2 className={styles.title} id={titleId}>
          <Link to={paths.business.newsDetail.href({ id: item.id })} dir="auto">
            {item.title}
          </Link>
        </h2>
        <p className={styles.summary} dir="auto">
          {item.summary}
        </p>
        <p className={styles.meta}>
          <DateTimeText value={item.publishedAt} precision="date" />
          <span>
            <EyeOutlined aria-hidden />{' '}
            <FormattedMessage id="news.views" values={{ count: item.views }} />
          </span>
        </p>
      </div>
    </article>
  );
}
