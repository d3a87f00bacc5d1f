import { Card, Col, Grid, Row, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { useThemeToken } from '@/lib/theme-token';
import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

export interface FeatureCard {
  key: string;
  icon: ReactNode;
  titleId: MessageId;
  bodyId: MessageId;
}

interface FeatureCardsProps {
  items: readonly FeatureCard[];
  /** Columns from the `lg` breakpoint up; one on phones, two on tablets. */
  columns: 2 | 3 | 4;
}

/** A grid of cards, each an icon, an h3 and a paragraph. */
export function FeatureCards({ items, columns }: FeatureCardsProps) {
  const token = useThemeToken();
  const { md } = Grid.useBreakpoint();
  return (
    <Row gutter={[16, 16]} role="list">
      {items.map((item) => (
        <Col key={item.key} xs={24} sm={12} lg={24 / columns} role="listitem">
          <Card style={{ height: '100%' }} size={md ? undefined : 'small'}>
            <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
              <span style={{ color: token.colorPrimary, marginInlineEnd: 8 }}>{item.icon}</span>
              <FormattedMessage id={item.titleId} />
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <FormattedMessage id={item.bodyId} />
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
