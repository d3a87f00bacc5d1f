import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { useNow } from '@/hooks/use-now';

import { formatMinutesSeconds, secondsUntil } from '../utils/pay-countdown';
import styles from './order.module.css';

const EXPIRY_RECHECK_MS = 2_000;

interface PayCountdownProps {
  /** When the unpaid order is cancelled automatically (ISO 8601). */
  expiresAt: string;
  /** Called when the time is up, and again every 2 s until the order is no longer unpaid. */
  onExpire: () => void;
}

/** 'Cancelled automatically in 29:41 if not paid', ticking every second. */
export function PayCountdown({ expiresAt, onExpire }: PayCountdownProps) {
  const left = secondsUntil(expiresAt, useNow());
  const expired = left === 0;

  // The server cancels the order when it is read after `expiresAt`; clocks differ by a little, so
  // read again every few seconds until the order is no longer unpaid (this panel then unmounts).
  useEffect(() => {
    if (!expired) return undefined;
    onExpire();
    const timer = setInterval(onExpire, EXPIRY_RECHECK_MS);
    return () => clearInterval(timer);
  }, [expired, onExpire]);

  if (expired) {
    return (
      <p className={styles.countdown} role="status">
        <FormattedMessage id="order.pay.expired" />
      </p>
    );
  }
  // Paper cannot tick: it says the deadline itself, in China time with its zone.
  return (
    <>
      <p className={`${styles.countdown} print-only`}>
        <FormattedMessage
          id="order.pay.deadline"
          values={{ time: <DateTimeText key="time" value={expiresAt} /> }}
        />
      </p>
      <p className={`${styles.countdown} print-hidden`}>
        <FormattedMessage
          id="order.pay.countdown"
          values={{
            time: (
              <span role="timer" className={styles.clock}>
                {formatMinutesSeconds(left)}
              </span>
            ),
          }}
        />
      </p>
    </>
  );
}
