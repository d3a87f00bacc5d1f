import { FormattedMessage } from 'react-intl';

import { StatusTag, type TagColour } from '@/components/status-tag';
import type { TemplateStatus } from '@/contract/coupon/types';

/** antd's status hues (StatusTag darkens their text). */
const COLOURS: Record<TemplateStatus, TagColour> = {
  draft: 'processing',
  active: 'success',
  paused: 'warning',
  ended: 'default',
};

/** A template's status as a coloured tag. */
export function TemplateStatusTag({ status }: { status: TemplateStatus }) {
  return (
    <StatusTag color={COLOURS[status]}>
      <FormattedMessage id={`couponIssuer.templateStatus.${status}`} />
    </StatusTag>
  );
}
