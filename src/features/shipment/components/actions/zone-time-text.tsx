import { wallOfIso } from '../../utils/zone-time';

interface ZoneTimeTextProps {
  /** ISO 8601 with the port's offset at that instant. */
  value: string;
  /** The port's IANA zone, named after the offset when given. */
  zone?: string;
}

/**
 * A time at a port as its clock showed it, with the zone: '2026-11-27 14:30 UTC+8 (Asia/Shanghai)';
 * read left to right on an Arabic page too.
 */
export function ZoneTimeText({ value, zone }: ZoneTimeTextProps) {
  const parts = wallOfIso(value);
  const named = zone && !zone.startsWith('UTC') ? ` (${zone})` : '';
  return (
    <time dateTime={value} dir="ltr">
      {parts ? `${parts.wall} ${parts.offset}${named}` : value}
    </time>
  );
}
