import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';

import './print.css';

/**
 * The line at the top of a printed page: the platform's name and when it was printed, in China
 * time with its zone. On paper only; the time is taken again as the browser starts printing, so a
 * page left open prints the moment of printing, not of loading.
 */
export function PrintHeader() {
  const [printedAt, setPrintedAt] = useState(() => new Date().toISOString());
  useEffect(() => {
    // The browser lays the page out for paper right after this event: the new time must be in it.
    const update = () => flushSync(() => setPrintedAt(new Date().toISOString()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return (
    <div className="print-only print-header" data-testid="print-header">
      <strong className="print-header__name">
        <FormattedMessage id="common.appName" />
      </strong>
      <span>
        <FormattedMessage
          id="print.printedAt"
          values={{ time: <DateTimeText key="time" value={printedAt} /> }}
        />
      </span>
    </div>
  );
}
