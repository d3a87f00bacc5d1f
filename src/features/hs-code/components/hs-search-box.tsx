import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// The Input alone: antd's Input index brings the text area, password, search and OTP.
import Input from 'antd/es/input/Input';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useInputClear } from '@/components/clear-button';

import { classifyHsInput, HS_KEYWORD_MAX, searchTermOf, type HsInput } from '../utils/hs-input';
import styles from './hs-code.module.css';

interface HsSearchBoxProps {
  /** The keyword of the address; the box starts from it (remount it with `key` when it changes). */
  keyword: string;
  /** Called with the search term (digits of a prefix, or the keyword) of a valid input. */
  onSearch: (term: string) => void;
}

/** The problem with an input the search cannot take, as a message id and values. */
export function inputProblem(input: HsInput) {
  if (input.kind === 'empty') return { id: 'hsCode.search.empty' as const, values: {} };
  if (input.kind === 'tooShort' || input.kind === 'tooLong') {
    return { id: `hsCode.search.${input.kind}` as const, values: { count: input.digits.length } };
  }
  return undefined;
}

/** One box for a code prefix or a keyword; a bad input is explained beside it and kept. */
export function HsSearchBox({ keyword, onSearch }: HsSearchBoxProps) {
  const intl = useIntl();
  const inputClear = useInputClear();
  const id = useId();
  const [text, setText] = useState(keyword);
  const [problem, setProblem] = useState(() =>
    keyword ? inputProblem(classifyHsInput(keyword)) : undefined,
  );
  const label = intl.formatMessage({ id: 'hsCode.search.label' });

  const submit = () => {
    const input = classifyHsInput(text);
    const term = searchTermOf(input);
    setProblem(inputProblem(input));
    if (term) onSearch(term);
  };

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-box`} className={styles.searchLabel}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <Input
          id={`${id}-box`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: 'hsCode.search.placeholder' })}
          maxLength={HS_KEYWORD_MAX}
          allowClear={inputClear}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          <FormattedMessage id="hsCode.search.submit" />
        </Button>
      </div>
      {problem ? (
        <div id={`${id}-problem`} role="alert" className={styles.searchProblem}>
          <FormattedMessage id={problem.id} values={problem.values} />
        </div>
      ) : (
        <div id={`${id}-hint`} className={styles.searchHint}>
          <FormattedMessage id="hsCode.search.hint" />
        </div>
      )}
    </form>
  );
}
