import { App } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { copyText } from '../utils/copy-text';

/** Copies a code's plain digits and says how it went in a short message. */
export function useCopyCode() {
  const { message } = App.useApp();
  const intl = useIntl();
  return useCallback(
    async (code: string) => {
      const done = await copyText(code);
      if (done) {
        void message.success({
          key: 'customs-copy',
          content: intl.formatMessage({ id: 'hsCode.copy.done' }, { code }),
        });
      } else {
        void message.warning({
          key: 'customs-copy',
          content: intl.formatMessage({ id: 'hsCode.copy.failed' }, { code }),
        });
      }
    },
    [message, intl],
  );
}
