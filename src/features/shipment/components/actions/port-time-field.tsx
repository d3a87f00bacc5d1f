import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { useDayjsLocale } from '@/lib/i18n/dayjs-locale';

import { wallAt } from '../../utils/zone-time';

const WALL_FORMAT = 'YYYY-MM-DDTHH:mm';

interface PortTimeFieldProps {
  /** The port's zone: the picker shows and takes its wall time. */
  zone: string;
  /** A wall time at the port, '2026-11-27T14:30' (a Form.Item field value). */
  value?: string;
  onChange?: (wall: string | undefined) => void;
  id?: string;
}

/**
 * A date and time as the port's clock shows it. The picker works in the browser's zone, so it is
 * handed the wall time only and never converts: the form turns it into an instant at the port.
 * Days after the port's today cannot be picked; "now" is left out, being the browser's.
 */
export function PortTimeField({ zone, value, onChange, id }: PortTimeFieldProps) {
  useDayjsLocale();
  const [today] = useState(() => wallAt(zone, Date.now()).slice(0, 10));
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      placeholder="YYYY-MM-DD HH:mm"
      needConfirm={false}
      showNow={false}
      value={value ? dayjs(value) : null}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(WALL_FORMAT) : undefined)}
      disabledDate={(day) => day.format('YYYY-MM-DD') > today}
      style={{ width: '100%' }}
    />
  );
}
