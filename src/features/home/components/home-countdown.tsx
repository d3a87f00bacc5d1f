import { FormattedMessage } from 'react-intl';

import { useNow } from '@/hooks/use-now';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Time left until `until`, ticking every second, with this area's texts (the shared CountdownText
 * speaks the lazy `trade` area, which the landing does not load).
 */
export function HomeCountdown({ until }: { until: string }) {
  const now = useNow();
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <span role="timer">
      {left === 0 ? (
        <FormattedMessage id="home.countdown.ended" />
      ) : days > 0 ? (
        <FormattedMessage id="home.countdown.days" values={{ days, clock }} />
      ) : (
        clock
      )}
    </span>
  );
}
