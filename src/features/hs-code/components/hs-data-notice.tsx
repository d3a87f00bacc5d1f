import { Alert } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { useHsMeta } from '../hooks/use-hs-requests';

/** What the data is: a sample of the tariff with its as-of date and size; check before declaring. */
export function HsDataNotice() {
  const intl = useIntl();
  const { data } = useHsMeta();
  if (!data) return null;
  // The messages format the counts themselves: English chooses "1 code" or "2 codes" by them.
  const values = { asOf: data.asOf, count: data.count, chapters: data.chapters };
  return (
    <Alert
      type="info"
      showIcon
      title={data.sample ? intl.formatMessage({ id: 'hsCode.notice.title' }) : undefined}
      description={
        <FormattedMessage
          id={data.sample ? 'hsCode.notice.sample' : 'hsCode.notice.full'}
          values={values}
        />
      }
    />
  );
}
