import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { useCopyCode } from '../hooks/use-copy-code';

/** One click puts the code's plain 10 digits on the clipboard. */
export function HsCopyButton({ code }: { code: string }) {
  const intl = useIntl();
  const copy = useCopyCode();
  return (
    <Button
      icon={<CopyOutlined />}
      aria-label={intl.formatMessage({ id: 'hsCode.copy.label' }, { code })}
      onClick={() => void copy(code)}
    >
      <FormattedMessage id="hsCode.copy.short" />
    </Button>
  );
}
