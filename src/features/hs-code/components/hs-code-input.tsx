import { AutoComplete } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { useRequest } from '@/hooks/use-request';

import { searchHsCodes } from '../api';
import { classifyHsInput, codeFieldValue, groupHsCode, searchTermOf } from '../utils/hs-input';

import type { AutoCompleteProps } from 'antd';

type HsCodeInputProps = Omit<AutoCompleteProps, 'value' | 'onChange' | 'options'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * An HS code field with the look-up: typing a code or a word offers codes from the sample data,
 * picking one sets its 10 digits. Any code can still be typed (the sample is not the whole
 * tariff); dots and spaces of a typed code are dropped. The value is the text as a string.
 */
export function HsCodeInput({ value, onChange, ...props }: HsCodeInputProps) {
  const intl = useIntl();
  const zh = intl.locale.toLowerCase().startsWith('zh');
  const lookup = useRequest(
    async (text: string) => {
      const term = searchTermOf(classifyHsInput(text));
      if (!term) return undefined;
      return searchHsCodes({ keyword: term, size: 8 }, { skipErrorToast: true });
    },
    { manual: true, debounceWait: 300, onError: () => undefined },
  );

  const options = useMemo(
    () =>
      (lookup.data?.records ?? []).map((row) => ({
        value: row.code,
        label: `${groupHsCode(row.code)} ${zh ? row.name : row.nameEn}`,
      })),
    [lookup.data, zh],
  );

  const typed = value ?? '';
  const searched = Boolean(searchTermOf(classifyHsInput(typed)));
  let notFound: string | undefined;
  if (searched && lookup.loading) notFound = intl.formatMessage({ id: 'hsCode.hsInput.searching' });
  else if (searched && lookup.error) notFound = intl.formatMessage({ id: 'hsCode.hsInput.failed' });
  else if (searched && lookup.data) notFound = intl.formatMessage({ id: 'hsCode.hsInput.noMatch' });

  return (
    <AutoComplete
      placeholder={intl.formatMessage({ id: 'hsCode.hsInput.placeholder' })}
      {...props}
      value={value}
      options={options}
      notFoundContent={notFound}
      onSearch={(text) => lookup.run(text)}
      onChange={(text: string) => onChange?.(codeFieldValue(text ?? ''))}
    />
  );
}
