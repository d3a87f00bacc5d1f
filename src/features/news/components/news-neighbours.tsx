import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { NewsNeighbour } from '@/contract/news/types';

import styles from './news-article.module.css';

interface NewsNeighboursProps {
  previous?: NewsNeighbour;
  next?: NewsNeighbour;
}

function Neighbour({ item, side }: { item?: NewsNeighbour; side: 'previous' | 'next' }) {
  const label = <FormattedMessage id={`news.detail.${side}`} />;
  const icon =
    side === 'previous' ? (
      <LeftOutlined className="flips-in-rtl" aria-hidden />
    ) : (
      <RightOutlined className="flips-in-rtl" aria-hidden />
    );
  if (!item) {
    return (
      <p className={`${styles.neighbour} ${styles.none}`}>
        <span className={styles.neighbourLabel}>
          {icon} {label}
        </span>
        <FormattedMessage
          id={side === 'previous' ? 'news.detail.noPrevious' : 'news.detail.noNext'}
        />
      </p>
    );
  }
  return (
    <Link
      to={paths.business.newsDetail.href({ id: item.id })}
      className={`${styles.neighbour} ${side === 'next' ? styles.nextLink : ''}`}
      rel={side === 'previous' ? 'prev' : 'next'}
    >
      <span className={styles.neighbourLabel}>
        {icon} {label}
      </span>
      <span className={styles.neighbourTitle} dir="auto">
        {item.title}
      </span>
    </Link>
  );
}

/** The articles published just before and after this one in its category. */
export function NewsNeighbours({ previous, next }: NewsNeighboursProps) {
  const intl = useIntl();
  return (
    <nav
      className={styles.neighbours}
      aria-label={intl.formatMessage({ id: 'news.detail.neighbours' })}
    >
      <Neighbour item={previous} side="previous" />
      <Neighbour item={next} side="next" />
    </nav>
  );
}
