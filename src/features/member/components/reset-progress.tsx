import { Steps } from 'antd';
import { useIntl } from 'react-intl';

import styles from './reset-progress.module.css';

/**
 * Where the user is: mobile, code, new password. The bar is drawn for the eye (compact, one line at
 * 375 px); assistive technology gets the same as a heading, "Step 2 of 3: Code".
 */
export function ResetProgress({ step }: { step: number }) {
  const intl = useIntl();
  const titles = (['mobile', 'code', 'password'] as const).map((name) =>
    intl.formatMessage({ id: `account.reset.step.${name}` }),
  );
  return (
    <>
      <h2 className="visually-hidden">
        {intl.formatMessage(
          { id: 'account.reset.stepOf' },
          { current: step + 1, total: titles.length, title: titles[step] ?? '' },
        )}
      </h2>
      <Steps
        className={styles.steps}
        current={step}
        size="small"
        responsive={false}
        titlePlacement="vertical"
        aria-hidden
        items={titles.map((title) => ({ title }))}
      />
    </>
  );
}
