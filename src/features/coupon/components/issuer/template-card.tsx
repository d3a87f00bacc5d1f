import { toCents } from '@/contract/common/money';
import type { CouponTemplate, TemplateAction } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useCouponWords } from '../../hooks/use-coupon-words';
import { CouponTicket } from '../coupon-ticket';
import styles from './issuer.module.css';
import { TemplateActions, type TemplateActionHandlers } from './template-actions';
import { TemplateFigures } from './template-figures';
import { TemplateStatusTag } from './template-status-tag';

interface TemplateCardProps extends TemplateActionHandlers {
  template: CouponTemplate;
  busy?: TemplateAction;
}

/**
 * One of the issuer's templates as a ticket: what it takes off in words, free or its price, the
 * quantity and limit and its validity; along the bottom its figures and actions.
 */
export function TemplateCard({ template, busy, ...handlers }: TemplateCardProps) {
  const text = useText();
  const words = useCouponWords();
  const sold = (toCents(template.price) ?? 0) > 0;

  return (
    <CouponTicket
      coupon={template}
      tag={<TemplateStatusTag status={template.status} />}
      muted={template.status === 'ended'}
      words={text('couponIssuer.card.terms', {
        kind: text(`coupon.kind.${template.kind}`),
        value: words.value(template),
        threshold: words.threshold(template),
      })}
      footer={
        <div className={styles.cardFooter}>
          <TemplateFigures template={template} />
          <TemplateActions template={template} busy={busy} {...handlers} />
        </div>
      }
    >
      <p className={styles.line}>
        <span className={styles.price}>
          {sold
            ? text('couponIssuer.card.sold', { price: words.money(template.price, template) })
            : text('couponIssuer.card.free')}
        </span>
        {' · '}
        {text('couponIssuer.card.limit', {
          total: template.totalQuantity,
          limit: template.perUserLimit,
        })}
      </p>
      <p className={`${styles.line} ${styles.validity}`}>{words.validity(template)}</p>
    </CouponTicket>
  );
}
