import { LtrRun } from '@/components/ltr-run';
import { formatPortTime } from '@/utils/port-time';

interface PortTimeTextProps {
  /** ISO 8601 with the port's offset at that instant. */
  value: string;
  /** The port's IANA zone, named after the time when given ('Asia/Shanghai'). */
  zone?: string;
}

/** A time at a port, in the port's own wall time with its zone: '2026-01-05 14:30 UTC+8 Asia/Shanghai'. */
export function PortTimeText({ value, zone }: PortTimeTextProps) {
  return (
    <time dateTime={value}>
      <LtrRun>{formatPortTime(value, zone)}</LtrRun>
    </time>
  );
}
