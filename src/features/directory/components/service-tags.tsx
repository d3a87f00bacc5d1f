import { Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import type { EnterpriseService } from '@/contract/member/types';
import { useDict } from '@/lib/reference';

import styles from './directory.module.css';

/** The services an enterprise offers, as a labelled list of tags. */
export function ServiceTags({ services }: { services: readonly EnterpriseService[] }) {
  const intl = useIntl();
  const dict = useDict('enterprise_service');
  if (services.length === 0) {
    return (
      <p className={styles.note}>
        <FormattedMessage id="directory.card.noServices" />
      </p>
    );
  }
  return (
    <ul className={styles.tags} aria-label={intl.formatMessage({ id: 'directory.card.services' })}>
      {services.map((service) => (
        <li key={service}>
          <Tag>{dict.labelOf(service)}</Tag>
        </li>
      ))}
    </ul>
  );
}
