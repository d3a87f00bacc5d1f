import { FormattedMessage } from 'react-intl';

import { useDict } from '@/lib/reference';

import styles from './hs-code.module.css';

interface HsConditionsProps {
  /** 'customs_supervision' or 'inspection_category'. */
  dict: string;
  codes: string[];
}

/** Condition codes with their meanings in words; 'none' when the code has none. */
export function HsConditions({ dict, codes }: HsConditionsProps) {
  const { labelOf } = useDict(dict);
  if (codes.length === 0) {
    return <FormattedMessage id="hsCode.detail.noCondition" />;
  }
  return (
    <ul className={styles.conditions}>
      {codes.map((code) => {
        const meaning = labelOf(code);
        return (
          <li key={code}>
            <span className={styles.conditionCode}>{code}</span>
            {meaning !== code && <span>{meaning}</span>}
          </li>
        );
      })}
    </ul>
  );
}
