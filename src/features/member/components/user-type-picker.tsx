import { ContainerOutlined, GlobalOutlined, ShopOutlined } from '@ant-design/icons';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { USER_TYPES, type UserType } from '@/contract/common/user';

import styles from './user-type-picker.module.css';

const ICONS: Record<UserType, ReactNode> = {
  1: <ShopOutlined />,
  2: <GlobalOutlined />,
  3: <ContainerOutlined />,
};

interface UserTypePickerProps {
  value?: UserType;
  onChange?: (value: UserType) => void;
  /** The id of the visible label of the group. */
  labelledBy: string;
  /** Set by Form.Item. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * The user type as a radio group of cards (name and what the type can do). Native radios, so Tab
 * enters the group and the arrow keys move the choice.
 */
export function UserTypePicker({
  value,
  onChange,
  labelledBy,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: UserTypePickerProps) {
  const intl = useIntl();
  const prefix = useId();
  const name = id ?? `${prefix}-user-type`;
  const isInvalid = invalid === true || invalid === 'true';

  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      className={`${styles.group} ${isInvalid ? styles.invalid : ''}`}
    >
      {USER_TYPES.map((type) => {
        const nameId = `${prefix}-name-${type}`;
        const descriptionId = `${prefix}-description-${type}`;
        return (
          <label key={type} className={styles.card}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange?.(type)}
              aria-labelledby={nameId}
              aria-describedby={descriptionId}
            />
            <span className={styles.icon} aria-hidden>
              {ICONS[type]}
            </span>
            <span id={nameId} className={styles.name}>
              {intl.formatMessage({ id: `common.userType.${type}` })}
            </span>
            <span id={descriptionId} className={styles.description}>
              {intl.formatMessage({ id: `member.userType.${type}.description` })}
            </span>
          </label>
        );
      })}
    </div>
  );
}
