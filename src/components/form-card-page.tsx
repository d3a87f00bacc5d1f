import { FormattedMessage } from 'react-intl';

import { accountPageClass, type AccountCard } from '@/lib/first-screen/pages';

import styles from './form-card-page.module.css';

import type { ReactNode } from 'react';

interface FormCardPageProps {
  /** The page's card: its heading and width, as the first screen paints them (ACCOUNT_CARDS). */
  card: AccountCard;
  /** Under the form: links to the other account pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A centred card holding one account form (register, password reset): the page's h1, a line, the
 * form; or, while any account page's code loads, the wait (`PageWaiting`). Global classes
 * (global.css), as index.html paints the card's heading before the app runs.
 */
export function FormCardPage({ card, footer, children }: FormCardPageProps) {
  return (
    <div className={accountPageClass(card.layout)}>
      <div className="account-card">
        <h1 className="account-card__title">
          <FormattedMessage id={card.titleId} />
        </h1>
        <p className="account-card__subtitle">
          <FormattedMessage id={card.subtitleId} />
        </p>
        {children}
        {footer && <div className={styles.links}>{footer}</div>}
      </div>
    </div>
  );
}
