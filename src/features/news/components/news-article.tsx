import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { SafeHtml } from '@/components/safe-html';
import { ServerImage } from '@/components/server-image';
import { paths } from '@/config/paths';
import type { NewsDetail } from '@/contract/news/types';

import styles from './news-article.module.css';
import { NewsNeighbours } from './news-neighbours';

import type { ReactNode } from 'react';

interface NewsArticleProps {
  item: NewsDetail;
  /** Beside the meta line (the favourite button). */
  actions?: ReactNode;
}

/** One article: back to its category, title, meta, cover, the sanitised body and its neighbours. */
export function NewsArticle({ item, actions }: NewsArticleProps) {
  const intl = useIntl();
  const category = intl.formatMessage({ id: `news.category.${item.category}` });
  return (
    <article className={`page-container ${styles.page}`}>
      <Link to={paths.business.newsList.href({ category: item.category })} className={styles.back}>
        <ArrowLeftOutlined className="flips-in-rtl" aria-hidden />{' '}
        <FormattedMessage id="news.detail.back" values={{ category }} />
      </Link>
      <header className={styles.header}>
        <h1 className={`page-container__title ${styles.title}`} dir="auto">
          {item.title}
        </h1>
        <div className={styles.metaRow}>
          <p className={styles.meta}>
            <Tag color="blue">{category}</Tag>
            <span>
              <FormattedMessage
                id="news.published"
                values={{ date: <DateTimeText key="published" value={item.publishedAt} /> }}
              />
            </span>
            <span>
              <EyeOutlined aria-hidden />{' '}
              <FormattedMessage id="news.views" values={{ count: item.views }} />
            </span>
          </p>
          {actions}
        </div>
      </header>
      {item.cover && (
        <ServerImage className={styles.cover} src={item.cover} alt="" width={960} height={540} />
      )}
      <SafeHtml html={item.content} as="section" className={styles.content} />
      <NewsNeighbours previous={item.previous} next={item.next} />
    </article>
  );
}
