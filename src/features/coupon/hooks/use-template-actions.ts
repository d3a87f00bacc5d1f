import { App } from 'antd';
import { useState } from 'react';

import type { CouponTemplate, TemplateAction } from '@/contract/coupon/types';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, isAuthFailure, isBizError, isTransportError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { changeTemplate } from '../api';

/** A status change that failed: which template, which action, and why. */
export interface TemplateActionFailure {
  template: CouponTemplate;
  action: TemplateAction;
  message: string;
  /** The server was not reached or failed: the same action may work again. */
  retryable: boolean;
  /** The server refused the template's values (e.g. a draft whose dates have passed). */
  fixable: boolean;
}

/**
 * Publishes, pauses, resumes and ends templates, one call at a time. Ending is final, so it asks
 * first. A success is announced and `onChanged` reloads the list; a failure is kept for the page
 * to show, and a refusal (the template changed meanwhile) reloads the list too.
 */
export function useTemplateActions(onChanged: () => void) {
  const { message, modal } = App.useApp();
  const text = useText();
  const describe = useDescribeError();
  const [busy, setBusy] = useState<{ id: string; action: TemplateAction }>();
  const [failure, setFailure] = useState<TemplateActionFailure>();

  const { run, signal } = useMutation(async (template: CouponTemplate, action: TemplateAction) => {
    setBusy({ id: template.id, action });
    setFailure(undefined);
    try {
      await changeTemplate({ id: template.id, action }, { skipErrorToast: true });
      // The member left: the late result changes nothing on the page (see `useMutation`).
      if (signal.aborted) return;
      void message.success(text(`couponIssuer.actions.done.${action}`, { name: template.name }));
      onChanged();
    } catch (error) {
      // 4098: the request module is sending the member to login; or the member left.
      if (isAuthFailure(error) || signal.aborted) return;
      setFailure({
        template,
        action,
        message: describe(error),
        retryable: isTransportError(error) || isBizError(error, BizCode.server),
        fixable: isBizError(error, BizCode.validation),
      });
      if (isBizError(error)) onChanged();
    } finally {
      setBusy(undefined);
    }
  });

  const change = (template: CouponTemplate, action: TemplateAction) => {
    if (action !== 'end') {
      void run(template, action);
      return;
    }
    void modal.confirm({
      title: text('couponIssuer.end.title', { name: template.name }),
      content: text('couponIssuer.end.content'),
      okText: text('couponIssuer.end.ok'),
      okButtonProps: { danger: true },
      cancelText: text('common.cancel'),
      onOk: () => run(template, action),
    });
  };

  return { change, busy, failure, dismiss: () => setFailure(undefined) };
}
