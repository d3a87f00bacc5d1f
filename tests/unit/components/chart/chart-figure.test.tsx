import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { ChartFigure } from '@/components/chart/chart-figure';
import type { ChartSpec } from '@/components/chart/chart-spec';

import { arEG, enUS } from '../../../utils/catalogues';

const spec: ChartSpec = {
  labels: ['Nov 9', 'Nov 16', 'Nov 23'],
  series: [
    {
      key: 'median',
      label: 'Median',
      values: [1800, null, 2000],
      texts: ['USD 1,800.00', undefined, 'USD 2,000.00'],
      style: 'line',
      tone: 'primary',
    },
  ],
  formatValue: (value) => `USD ${value}`,
  describe: (index) =>
    index === 1
      ? 'Week of Nov 16: no listing'
      : `Week of ${spec.labels[index]}: median ${spec.series[0]?.texts[index]}`,
};

function Figure({ locale = 'en-US' }: { locale?: string }) {
  return (
    <IntlProvider locale={locale} messages={locale === 'ar-EG' ? arEG : enUS}>
      <ChartFigure
        label="Median price by week"
        spec={spec}
        summary={<p>The median rose 11.1% in two weeks.</p>}
        table={
          <table>
            <tbody>
              <tr>
                <th scope="row">Nov 23</th>
                <td>USD 2,000.00</td>
              </tr>
            </tbody>
          </table>
        }
      />
    </IntlProvider>
  );
}

describe('ChartFigure', () => {
  it('says what it shows in words and a legend, and switches to the same figures as a table', async () => {
    const user = userEvent.setup();
    render(<Figure />);
    const figure = screen.getByRole('figure', { name: 'Median price by week' });
    expect(within(figure).getByText('The median rose 11.1% in two weeks.')).toBeVisible();
    expect(
      await within(figure).findByRole('slider', { name: /^Median price by week\./ }),
    ).toBeVisible();
    expect(within(figure).getByRole('list', { name: 'Legend' })).toHaveTextContent('Median');

    await user.click(within(figure).getByText('Table'));
    expect(within(figure).getByRole('row', { name: 'Nov 23 USD 2,000.00' })).toBeVisible();
    expect(within(figure).queryByRole('slider')).not.toBeInTheDocument();
    expect(within(figure).getByText('The median rose 11.1% in two weeks.')).toBeVisible();
  });

  it("reads each point out from the keyboard as a slider's value, gaps included", async () => {
    const user = userEvent.setup();
    render(<Figure />);
    const chart = await screen.findByRole('slider', { name: /^Median price by week\./ });
    // In the tab order after the view switch (antd's Segmented takes its own tab stops).
    expect(chart).toHaveAttribute('tabindex', '0');
    chart.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Week of Nov 9: median USD 1,800.00')).toBeVisible();
    expect(chart).toHaveAttribute('aria-valuetext', 'Week of Nov 9: median USD 1,800.00');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Week of Nov 16: no listing')).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByText('Week of Nov 23: median USD 2,000.00')).toBeVisible();
  });

  it('steps forward in time with the left arrow in Arabic', async () => {
    const user = userEvent.setup();
    render(<Figure locale="ar-EG" />);
    const chart = await screen.findByRole('slider', { name: /^Median price by week\./ });
    chart.focus();
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Week of Nov 16: no listing')).toBeVisible();
  });
});
