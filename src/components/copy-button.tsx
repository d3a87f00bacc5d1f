import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useIntl } from 'react-intl';

import { copyText } from '@/lib/clipboard/copy-text';

import type { ReactNode } from 'react';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name and the confirmation: 'account number'. */
  field: string;
  /** A visible word on the button; without it the button is a small icon. */
  children?: ReactNode;
}

/** Copies `text` to the clipboard and says so; when the browser refuses, says to copy by hand. */
export function CopyButton({ text, field, children }: CopyButtonProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const copy = async () => {
    // One message at a time: copying again replaces the last confirmation.
    const key = 'copy-button';
    if (await copyText(text)) {
      void message.success({
        key,
        content: intl.formatMessage({ id: 'common.copied' }, { field }),
      });
    } else {
      void message.warning({ key, content: intl.formatMessage({ id: 'common.copyFailed' }) });
    }
  };
  return (
    <Button
      {...(children ? {} : { size: 'small', type: 'text' })}
      icon={<CopyOutlined />}
      aria-label={intl.formatMessage({ id: 'common.copy' }, { field })}
      onClick={() => void copy()}
    >
      {children}
    </Button>
  );
}
