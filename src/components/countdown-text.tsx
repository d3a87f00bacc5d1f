import { FormattedMessage } from 'react-intl';

import { useNow } from '@/hooks/use-now';

const pad = (value: number) => String(value).padStart(2, '0');

interface CountdownTextProps {
  /** ISO 8601 with offset: the moment counted down to. */
  until: string;
  /** Over before its time (a tender awarded or cancelled before its deadline): says so, no count. */
  ended?: boolean;
}

/**
 * Time left until `until`, ticking every second: '2天 03:04:05' / '2 d 03:04:05', '03:04:05' under a
 * day, and 'ended' once past. A timer role: screen readers do not announce every tick.
 */
export function CountdownText({ until, ended = false }: CountdownTextProps) {
  const now = useNow();
  const left = ended ? 0 : Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  if (left === 0) {
    return (
      <span role="timer" className="countdown-text countdown-text--ended">
        <FormattedMessage id="trade.countdown.ended" />
      </span>
    );
  }
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <span role="timer" className="countdown-text">
      {days > 0 ? <FormattedMessage id="trade.countdown.days" values={{ days, clock }} /> : clock}
    </span>
  );
}
