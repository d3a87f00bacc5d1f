import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useIntl } from 'react-intl';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name and the confirmation: 'account number'. */
  field: string;
}

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, field }: CopyButtonProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(intl.formatMessage({ id: 'common.copied' }, { field }));
    } catch {
      void message.warning(intl.formatMessage({ id: 'common.copyFailed' }));
    }
  };
  return (
    <Button
      size="small"
      type="text"
      icon={<CopyOutlined />}
      aria-label={intl.formatMessage({ id: 'common.copy' }, { field })}
      onClick={() => void copy()}
    />
  );
}
