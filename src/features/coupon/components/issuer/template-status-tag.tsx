import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { TemplateStatus } from '@/contract/coupon/types';

/** antd's status hues, with text dark enough for 4.5:1 on their fill (as DictTag does). */
const looks: Record<TemplateStatus, { color: string; text?: string }> = {
  draft: { color: 'processing', text: '#0958d9' },
  active: { color: 'success', text: '#237804' },
  paused: { color: 'warning', text: '#874d00' },
  ended: { color: 'default' },
};

/** A template's status as a coloured tag. */
export function TemplateStatusTag({ status }: { status: TemplateStatus }) {
  const look = looks[status];
  return (
    <Tag color={look.color} style={look.text ? { color: look.text } : undefined}>
      <FormattedMessage id={`couponIssuer.templateStatus.${status}`} />
    </Tag>
  );
}
