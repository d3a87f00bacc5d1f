import { Card, Descriptions, Grid, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

export interface ChannelItem {
  key: string;
  labelId: MessageId;
  children: ReactNode;
}

interface ChannelCardProps {
  /** The heading's id; the section is named by it. */
  id: string;
  titleId: MessageId;
  items?: readonly ChannelItem[];
  noteId?: MessageId;
  children?: ReactNode;
}

/** One contact channel: a card headed by an h2, its details as label/value rows and a note. */
export function ChannelCard({ id, titleId, items, noteId, children }: ChannelCardProps) {
  // Labels above values on phones, where a label column would squeeze e-mail addresses.
  const { md } = Grid.useBreakpoint();
  return (
    <section aria-labelledby={id} style={{ height: '100%' }}>
      <Card
        style={{ height: '100%' }}
        size={md ? undefined : 'small'}
        title={
          <Typography.Title level={2} id={id} style={{ fontSize: 16, margin: 0 }}>
            <FormattedMessage id={titleId} />
          </Typography.Title>
        }
      >
        {items && (
          <Descriptions
            column={1}
            size="small"
            layout={md ? 'horizontal' : 'vertical'}
            items={items.map((item) => ({
              key: item.key,
              label: <FormattedMessage id={item.labelId} />,
              children: item.children,
            }))}
          />
        )}
        {children}
        {noteId && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            <FormattedMessage id={noteId} />
          </Typography.Paragraph>
        )}
      </Card>
    </section>
  );
}
