import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { COUPON_CODE_LENGTH } from '@/contract/coupon/code';
import { useText } from '@/lib/i18n/use-text';

import { readRedeemInput, type RedeemInput } from '../../utils/redeem-code';
import styles from './redeem.module.css';

interface RedeemCodeFormProps {
  /** The code in the address (a scanned QR code opens the page with it); the field starts from it. */
  initial: string;
  /** Called with the normalised code of a valid input. */
  onLookUp: (code: string) => void;
}

const problemOf = (input: RedeemInput) => (input.problem ? input : undefined);

/**
 * The code field: typed, pasted or scanned into (spaces, dashes, lower case and a QR code's whole
 * address are read as the code). A code of the wrong length or alphabet is explained next to the
 * field and kept as typed.
 */
export function RedeemCodeForm({ initial, onLookUp }: RedeemCodeFormProps) {
  const text = useText();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState(() =>
    initial ? problemOf(readRedeemInput(initial)) : undefined,
  );
  // The address changed under the field (back, or a QR code opened in this tab): show its code.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    if (readRedeemInput(value).code !== readRedeemInput(initial).code) {
      setValue(initial);
      setProblem(initial ? problemOf(readRedeemInput(initial)) : undefined);
    }
  }

  const submit = () => {
    const input = readRedeemInput(value);
    setProblem(problemOf(input));
    if (!input.problem) onLookUp(input.code);
  };

  return (
    <form
      role="search"
      aria-label={text('couponIssuer.redeem.formLabel')}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-code`} className={styles.label}>
        <FormattedMessage id="couponIssuer.redeem.code" />
      </label>
      <div className={styles.row}>
        <Input
          id={`${id}-code`}
          size="large"
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={text('couponIssuer.redeem.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          allowClear={{
            clearIcon: <CloseCircleFilled aria-label={text('couponIssuer.redeem.clear')} />,
          }}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        />
        <Button type="primary" size="large" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          <FormattedMessage id="couponIssuer.redeem.submit" />
        </Button>
      </div>
      {problem ? (
        <div id={`${id}-problem`} role="alert" className={styles.problem}>
          <FormattedMessage
            id={`couponIssuer.redeem.problem.${problem.problem}`}
            values={{ length: COUPON_CODE_LENGTH, count: problem.count, chars: problem.strange }}
          />
        </div>
      ) : (
        <div id={`${id}-hint`} className={styles.hint}>
          <FormattedMessage id="couponIssuer.redeem.hint" values={{ length: COUPON_CODE_LENGTH }} />
        </div>
      )}
    </form>
  );
}
