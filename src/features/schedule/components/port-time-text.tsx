import { formatPortTime } from '../utils/cutoffs';

/** A sailing's time in its port's own wall time and zone: '11-25 18:00 (UTC+8)'. */
export function PortTimeText({ value, withYear }: { value: string; withYear?: boolean }) {
  return <time dateTime={value}>{formatPortTime(value, withYear)}</time>;
}
