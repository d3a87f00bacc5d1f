import { Button, Space } from 'antd';

import { useText } from '@/lib/i18n/use-text';

import { FailureNotice } from '../failure-notice';

import type { TemplateActionFailure } from '../../hooks/use-template-actions';

interface TemplateActionNoticeProps {
  failure: TemplateActionFailure;
  onRetry: () => void;
  /** Opens the template in the form, for a refusal of its values. */
  onEdit: () => void;
  onClose: () => void;
}

/**
 * A status change that failed, above the list until dismissed: why, with Retry when the server
 * was not reached, or Edit when it refused the template's values.
 */
export function TemplateActionNotice({
  failure,
  onRetry,
  onEdit,
  onClose,
}: TemplateActionNoticeProps) {
  const text = useText();
  const { template, action } = failure;
  return (
    <FailureNotice
      title={text(`couponIssuer.actions.failed.${action}`, { name: template.name })}
      message={failure.message}
      onClose={onClose}
      action={
        <Space>
          {failure.retryable && <Button onClick={onRetry}>{text('common.retry')}</Button>}
          {failure.fixable && template.status !== 'ended' && (
            <Button onClick={onEdit}>{text('couponIssuer.actions.edit')}</Button>
          )}
        </Space>
      }
    />
  );
}
