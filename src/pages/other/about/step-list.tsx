import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { useThemeToken } from '@/lib/theme-token';
import type { MessageId } from '@/locales/message-id';

export interface Step {
  key: string;
  titleId: MessageId;
  bodyId: MessageId;
}

/** Numbered steps as an ordered list: side by side where there is room, stacked on phones. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  const token = useThemeToken();
  return (
    <ol
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {steps.map((step, index) => (
        <li key={step.key} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
          <span
            aria-hidden
            style={{
              flex: 'none',
              width: 28,
              height: 28,
              borderRadius: '50%',
              background: token.colorPrimary,
              color: token.colorWhite,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 600,
            }}
          >
            {index + 1}
          </span>
          <div>
            <Typography.Title level={3} style={{ fontSize: 16, margin: '2px 0 4px' }}>
              <FormattedMessage id={step.titleId} />
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <FormattedMessage id={step.bodyId} />
            </Typography.Paragraph>
          </div>
        </li>
      ))}
    </ol>
  );
}
