import { useIntl } from 'react-intl';

import type { EnterpriseDetail } from '@/contract/directory/types';

import { enterpriseName } from '../utils/enterprise-name';
import { CertMark } from './cert-mark';
import styles from './detail.module.css';
import { EnterpriseLogo } from './enterprise-logo';

import type { ReactNode } from 'react';

interface EnterpriseHeaderProps {
  enterprise: EnterpriseDetail;
  /** Actions beside the name (the favourite button). */
  extra?: ReactNode;
}

/** The page's heading: logo, the name in the reader's language (the other one below), certification. */
export function EnterpriseHeader({ enterprise, extra }: EnterpriseHeaderProps) {
  const intl = useIntl();
  const name = enterpriseName(enterprise, intl.locale);
  const other = name === enterprise.name ? enterprise.nameEn : enterprise.name;

  return (
    <header className={styles.header}>
      <EnterpriseLogo name={name} logo={enterprise.logo} large />
      <div className={styles.heading}>
        <h1 className="page-container__title">
          <bdi>{name}</bdi>
        </h1>
        {other && (
          <p className={styles.subtitle} lang={name === enterprise.name ? 'en' : 'zh-CN'}>
            <bdi>{other}</bdi>
          </p>
        )}
        <div className={styles.marks}>
          <CertMark status={enterprise.certStatus} always />
        </div>
      </div>
      {extra}
    </header>
  );
}
