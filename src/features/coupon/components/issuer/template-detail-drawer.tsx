import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { RetryAlert } from '@/components/retry-alert';
import { SidePanel } from '@/components/side-panel';
import type { CouponTemplate } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useCouponWords } from '../../hooks/use-coupon-words';
import { useTemplateDetail } from '../../hooks/use-template-detail';
import styles from './issuer.module.css';
import { TemplateDayChart } from './template-day-chart';
import { TemplateFigures } from './template-figures';
import { TemplateStatusTag } from './template-status-tag';

interface TemplateDetailDrawerProps {
  /** The template chosen in the list (its name titles the drawer while the detail loads). */
  template: CouponTemplate | undefined;
  onClose: () => void;
}

/**
 * A template's detail: its conditions in words, its figures and a chart of claims and uses per
 * day over the last 14 days, read afresh each time it opens.
 */
export function TemplateDetailDrawer({ template, onClose }: TemplateDetailDrawerProps) {
  const text = useText();
  const words = useCouponWords();
  const detail = useTemplateDetail(template?.id);
  const data = detail.data?.id === template?.id ? detail.data : undefined;

  return (
    <SidePanel kind="detail" open={Boolean(template)} onClose={onClose} title={template?.name}>
      {detail.error && !detail.loading && (
        <RetryAlert
          title={text('couponIssuer.detail.loadFailed')}
          error={detail.error}
          onRetry={detail.refresh}
        />
      )}
      {!data && !detail.error && <LoadingSkeleton rows={8} />}
      {data && (
        <div className={styles.detail}>
          <p className={styles.detailHead}>
            <TemplateStatusTag status={data.status} />
            <span>{words.offered(data)}</span>
          </p>
          {data.description && <p className={styles.line}>{data.description}</p>}
          <p className={styles.line}>
            <FormattedMessage
              id="couponIssuer.detail.created"
              values={{ when: <DateTimeText value={data.createdAt} /> }}
            />
            {' · '}
            <FormattedMessage
              id="couponIssuer.detail.updated"
              values={{ when: <DateTimeText value={data.updatedAt} /> }}
            />
          </p>
          <TemplateFigures template={data} />
          <TemplateDayChart days={data.days} />
        </div>
      )}
    </SidePanel>
  );
}
