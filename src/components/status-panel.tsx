import {
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  StopOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

export type StatusKind = 'info' | 'warning' | 'error' | 'forbidden';

const icons: Record<StatusKind, ReactNode> = {
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
  forbidden: <StopOutlined />,
};

interface StatusPanelProps {
  kind: StatusKind;
  titleId: MessageId;
  /** The explanation; a node when it needs values or several messages. */
  description: ReactNode;
  /** Announce the description to screen readers when it changes (e.g. a retry failed). */
  alert?: boolean;
  /** Offers to try again: a primary Retry, first of the actions. */
  onRetry?: () => void;
  /** A retry is under way: the Retry button spins. */
  retrying?: boolean;
  /** Other ways on (after Retry when there is one). */
  actions?: ReactNode;
}

/**
 * A page-sized message with an icon, the page's `<h1>`, an explanation and actions. Lighter than antd
 * Result (no illustrations), so the shell's guards and error panels stay in the first load.
 */
export function StatusPanel(props: StatusPanelProps) {
  const { kind, titleId, description, alert, onRetry, retrying, actions } = props;
  return (
    <section className={`status-panel status-panel--${kind}`}>
      <span className="status-panel__icon" aria-hidden>
        {icons[kind]}
      </span>
      <h1 className="status-panel__title">
        <FormattedMessage id={titleId} />
      </h1>
      <div className="status-panel__description" role={alert ? 'alert' : undefined}>
        {description}
      </div>
      {(onRetry || actions) && (
        <div className="status-panel__actions">
          {onRetry && (
            <Button type="primary" loading={retrying} onClick={onRetry}>
              <FormattedMessage id="common.retry" />
            </Button>
          )}
          {actions}
        </div>
      )}
    </section>
  );
}
