import { Button } from 'antd';

import type { CouponTemplate, TemplateAction } from '@/contract/coupon/types';
import { useFocusLanding } from '@/hooks/use-focus-landing';
import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

import styles from './issuer.module.css';

/** Where a focus lands in the actions after a status change: their first button. */
const firstButton = (actions: HTMLElement) => actions.querySelector<HTMLElement>('button');

/** The status changes each status allows (ending is final, so never from ended). */
const MOVES: Record<CouponTemplate['status'], TemplateAction[]> = {
  draft: ['publish'],
  active: ['pause', 'end'],
  paused: ['resume', 'end'],
  ended: [],
};

export interface TemplateActionHandlers {
  onDetail: (template: CouponTemplate) => void;
  onEdit: (template: CouponTemplate) => void;
  onCopy: (template: CouponTemplate) => void;
  onChange: (template: CouponTemplate, action: TemplateAction) => void;
}

interface TemplateActionsProps extends TemplateActionHandlers {
  template: CouponTemplate;
  /** The status change on its way for this template, if any. */
  busy?: TemplateAction;
}

/**
 * What the issuer can do with a template, each button named with the template: details, edit
 * (not once ended), copy, and the status changes its status allows.
 */
export function TemplateActions(props: TemplateActionsProps) {
  const { template, busy, onDetail, onEdit, onCopy, onChange } = props;
  const text = useText();
  // A status change swaps the buttons (Publish goes, Pause comes): a focus on the one pressed goes
  // to the first of the new ones, in the same update.
  const focus = useFocusLanding<HTMLDivElement>(template.status, firstButton);
  const named = (id: MessageId) =>
    text('couponIssuer.actions.named', { action: text(id), name: template.name });
  const button = (id: MessageId, onClick: () => void) => (
    <Button size="small" aria-label={named(id)} onClick={onClick}>
      {text(id)}
    </Button>
  );

  return (
    <div
      {...focus}
      tabIndex={-1}
      className={styles.actions}
      role="group"
      aria-label={text('couponIssuer.actions.label', { name: template.name })}
    >
      {button('couponIssuer.actions.detail', () => onDetail(template))}
      {template.status !== 'ended' && button('couponIssuer.actions.edit', () => onEdit(template))}
      {button('couponIssuer.actions.copy', () => onCopy(template))}
      {MOVES[template.status].map((action) => (
        <Button
          key={action}
          size="small"
          type={action === 'publish' || action === 'resume' ? 'primary' : 'default'}
          danger={action === 'end'}
          loading={busy === action}
          disabled={busy !== undefined && busy !== action}
          aria-label={named(`couponIssuer.actions.${action}`)}
          onClick={() => onChange(template, action)}
        >
          {text(`couponIssuer.actions.${action}`)}
        </Button>
      ))}
    </div>
  );
}
