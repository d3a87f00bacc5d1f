import { Input } from 'antd';
import { useIntl } from 'react-intl';

import { useInputClear } from '@/components/clear-button';
import { charLimit } from '@/utils/char-limit';

import styles from './news-list.module.css';

interface NewsSearchBoxProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** Search over titles and summaries; it shows the keyword of the address (back/forward included). */
export function NewsSearchBox({ keyword, onSearch }: NewsSearchBoxProps) {
  const intl = useIntl();
  const inputClear = useInputClear();
  const label = intl.formatMessage({ id: 'news.search.label' });
  return (
    <div role="search" className={styles.search}>
      <Input.Search
        // A new keyword in the address (back/forward, a cleared search) resets what is typed.
        key={keyword}
        defaultValue={keyword}
        aria-label={label}
        placeholder={intl.formatMessage({ id: 'news.search.placeholder' })}
        enterButton={intl.formatMessage({ id: 'news.search.submit' })}
        count={charLimit(50)}
        allowClear={inputClear}
        onSearch={(value) => onSearch(value.trim())}
      />
    </div>
  );
}
