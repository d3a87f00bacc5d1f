import { ClockCircleOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { CertStatus } from '@/contract/common/user';

interface CertMarkProps {
  status: CertStatus;
  /** Also say "not certified" (the detail); a card marks only certified and pending ones. */
  always?: boolean;
}

/** The certification state as a tag with words (not colour alone); readable contrast (WCAG AA). */
export function CertMark({ status, always }: CertMarkProps) {
  if (status === 'approved') {
    return (
      <Tag
        color="success"
        icon={<SafetyCertificateFilled aria-hidden />}
        style={{ color: '#237804' }}
      >
        <FormattedMessage id="directory.cert.approved" />
      </Tag>
    );
  }
  if (status === 'pending') {
    return (
      <Tag icon={<ClockCircleOutlined aria-hidden />} style={{ color: '#595959' }}>
        <FormattedMessage id="directory.cert.pending" />
      </Tag>
    );
  }
  return always ? (
    <Tag style={{ color: '#595959' }}>
      <FormattedMessage id="directory.cert.none" />
    </Tag>
  ) : null;
}
