import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';

const renderIn = (locale: string, precision?: 'date' | 'dateTime') =>
  render(
    <IntlProvider locale={locale}>
      <DateTimeText value="2026-11-21T09:39:00Z" precision={precision} />
    </IntlProvider>,
  );

describe('DateTimeText', () => {
  it('shows the time in China time with the zone after it, in Chinese', () => {
    renderIn('zh-CN');
    const time = screen.getByText('2026/11/21 17:39 GMT+8');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-21T09:39:00Z');
  });

  it('shows the same moment in English, whatever the machine time zone', () => {
    renderIn('en-US');
    expect(screen.getByText('11/21/2026 17:39 GMT+8')).toBeVisible();
  });

  it('shows the day only in the date precision, on the China calendar day', () => {
    render(
      <IntlProvider locale="en-US">
        <DateTimeText value="2026-11-21T17:00:00Z" precision="date" />
      </IntlProvider>,
    );
    expect(screen.getByText('Nov 22, 2026')).toBeVisible();
  });
});
