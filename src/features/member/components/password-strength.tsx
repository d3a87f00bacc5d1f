import { useIntl } from 'react-intl';

import { passwordStrength, type PasswordStrength as Level } from '@/contract/common/validators';

import styles from './password-strength.module.css';

const LEVELS: readonly Level[] = ['weak', 'medium', 'strong'];

interface PasswordStrengthProps {
  /** The password being typed; nothing is shown while it is empty. */
  password: string | undefined;
}

/**
 * How strong the password being typed is: three bars and a word. The word sits in a polite live
 * region, so a screen reader hears it when the level changes, not on every key.
 */
export function PasswordStrength({ password }: PasswordStrengthProps) {
  const intl = useIntl();
  const level = password ? passwordStrength(password) : undefined;
  const filled = level ? LEVELS.indexOf(level) + 1 : 0;

  return (
    <div className={styles.root} data-level={level}>
      {level && (
        <div className={styles.bars} aria-hidden>
          {LEVELS.map((name, index) => (
            <span key={name} className={`${styles.bar} ${index < filled ? styles.on : ''}`} />
          ))}
        </div>
      )}
      <span role="status" className={styles.label}>
        {level &&
          intl.formatMessage(
            { id: 'account.password.strength' },
            { level: intl.formatMessage({ id: `account.password.strength.${level}` }) },
          )}
      </span>
      {level && level !== 'strong' && (
        <span className={styles.tip}>
          {intl.formatMessage({ id: 'account.password.strengthTip' })}
        </span>
      )}
    </div>
  );
}
