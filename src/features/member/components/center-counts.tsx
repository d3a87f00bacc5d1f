import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { SectionCard } from '@/components/section-card';
import type { UserType } from '@/contract/common/user';

import { countsFor } from '../utils/center-links';
import styles from './center.module.css';

interface CenterCountsProps {
  userType: UserType;
  counts: Record<string, number>;
}

/** The numbers that matter to this user type, each linking to where those things are listed. */
export function CenterCounts({ userType, counts }: CenterCountsProps) {
  const intl = useIntl();
  return (
    <SectionCard title={intl.formatMessage({ id: 'center.counts.title' })}>
      <ul className={styles.counts}>
        {countsFor(userType).map((item) => {
          const body = (
            <>
              <span className={styles.countValue}>
                <FormattedNumber value={counts[item.kind] ?? 0} />
              </span>
              <span className={styles.countLabel}>
                <FormattedMessage id={item.labelId} />
              </span>
            </>
          );
          return (
            <li key={item.kind}>
              {item.href ? (
                <Link to={item.href} className={styles.count}>
                  {body}
                </Link>
              ) : (
                <span className={styles.count}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
