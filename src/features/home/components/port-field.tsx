import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { searchPorts, type Port } from '@/lib/reference';

import { portOption } from '../utils/search-target';
import styles from './search.module.css';

interface PortFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The ports offered so far, for resolving a typed name on submit. */
  onPorts: (ports: readonly Port[]) => void;
  error?: string;
}

/**
 * A port as text (name or UN/LOCODE) with the matching ports offered in a native `<datalist>`: the
 * home page cannot afford antd's Select (the first-load budget), and the browser's list is accessible.
 */
export function PortField({ id, label, value, onChange, onPorts, error }: PortFieldProps) {
  const intl = useIntl();
  const [ports, setPorts] = useState<readonly Port[]>([]);
  const latest = useRef(0);

  useEffect(() => {
    const keyword = value.trim();
    if (!keyword) return undefined;
    const call = ++latest.current;
    const timer = setTimeout(() => {
      searchPorts({ keyword, size: 8 }, { skipErrorToast: true }).then(
        (page) => {
          if (call !== latest.current) return;
          setPorts(page.records);
          onPorts(page.records);
        },
        () => undefined,
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [value, onPorts]);

  return (
    <label className={styles.field} htmlFor={id}>
      {label}
      <input
        id={id}
        list={`${id}-ports`}
        value={value}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'home.search.portHint' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-ports`}>
        {ports.map((port) => (
          <option key={port.code} value={port.code}>
            {portOption(port, intl.locale)}
          </option>
        ))}
      </datalist>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </label>
  );
}
