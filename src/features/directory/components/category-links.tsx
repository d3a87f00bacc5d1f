import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ENTERPRISE_CATEGORIES, type EnterpriseCategory } from '@/contract/directory/types';
import { useCurrentInView } from '@/hooks/use-current-in-view';

import styles from './directory.module.css';

interface CategoryLinksProps {
  current?: EnterpriseCategory;
  /** `bar` (a page's category switch, one line that scrolls on a phone) or `stack` (a not-found panel). */
  layout?: 'bar' | 'stack';
}

/** Links to the four directory categories; the current one is marked. */
export function CategoryLinks({ current, layout = 'bar' }: CategoryLinksProps) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  useCurrentInView(list, current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'directory.categories.label' })}>
      <ul ref={list} className={layout === 'bar' ? styles.categories : styles.stack}>
        {ENTERPRISE_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={paths.business.foreignTrade.href(category)}
              className={styles.category}
              aria-current={category === current ? 'page' : undefined}
            >
              {intl.formatMessage({ id: `directory.category.${category}.title` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
