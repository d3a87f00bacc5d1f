import { Button, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { SectionCard } from '@/components/section-card';
import type { MemberInfo } from '@/contract/member/types';
import { toastMessage } from '@/lib/request';

import { maskMobile } from '../utils/mask-mobile';
import { MobileChangeDialog } from './mobile-change-dialog';

interface MobileChangeCardProps {
  mobile: string;
  onChanged: (info: MemberInfo) => void;
}

/** The login mobile number (masked) and the way to change it. */
export function MobileChangeCard({ mobile, onChanged }: MobileChangeCardProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);

  return (
    <SectionCard title={intl.formatMessage({ id: 'enterprise.mobile.title' })}>
      <Typography.Paragraph strong data-testid="current-mobile">
        <FormattedMessage id="enterprise.mobile.current" values={{ mobile: maskMobile(mobile) }} />
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="enterprise.mobile.note" />
      </Typography.Paragraph>
      <Button onClick={() => setOpen(true)}>
        <FormattedMessage id="enterprise.mobile.change" />
      </Button>
      <MobileChangeDialog
        open={open}
        currentMobile={mobile}
        onClose={() => setOpen(false)}
        onChanged={(info) => {
          setOpen(false);
          toastMessage('success', {
            id: 'enterprise.mobile.changed',
            values: { mobile: maskMobile(info.member.mobile) },
          });
          onChanged(info);
        }}
      />
    </SectionCard>
  );
}
