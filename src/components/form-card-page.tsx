import { Card, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { MessageId } from '@/locales/message-id';

import styles from './form-card-page.module.css';

import type { CSSProperties, ReactNode } from 'react';

interface FormCardPageProps {
  titleId: MessageId;
  subtitleId: MessageId;
  /** Width of the card in px (480 by default). */
  width?: number;
  /** Under the form: links to the other account pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A centred card holding one account form (register, password reset): the page's h1, a line, the form. */
export function FormCardPage({ titleId, subtitleId, width, footer, children }: FormCardPageProps) {
  const style = width ? ({ '--form-card-width': `${width}px` } as CSSProperties) : undefined;
  return (
    <div className={styles.page}>
      <Card className={styles.card} style={style} variant="borderless">
        <Typography.Title level={1} className={styles.title}>
          <FormattedMessage id={titleId} />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id={subtitleId} />
        </Typography.Paragraph>
        {children}
        {footer && <div className={styles.links}>{footer}</div>}
      </Card>
    </div>
  );
}
