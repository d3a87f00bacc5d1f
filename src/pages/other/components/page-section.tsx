import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The heading's id, so the section is named by its h2. */
  id: string;
  titleId: MessageId;
  children: ReactNode;
}

/** A `<section>` under the page's h1, headed by an h2. */
export function PageSection({ id, titleId, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 32 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 22 }}>
        <FormattedMessage id={titleId} />
      </Typography.Title>
      {children}
    </section>
  );
}
