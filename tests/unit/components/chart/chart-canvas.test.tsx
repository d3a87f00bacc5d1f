import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { ChartCanvas } from '@/components/chart/chart-canvas';
import type { ChartSpec } from '@/components/chart/chart-spec';

import { enUS } from '../../../utils/catalogues';

// What Chart.js was asked to draw: jsdom has no 2D canvas to draw on, so the library is replaced by
// a recorder of the charts made and destroyed; the component's own logic is what is tested.
const drawn = vi.hoisted(() => ({ made: [] as unknown[], destroyed: 0 }));
vi.mock('@/components/chart/chart-js', () => ({
  Chart: class {
    tooltip = { setActiveElements: () => undefined };
    constructor(_context: unknown, config: { data: unknown }) {
      drawn.made.push(config.data);
    }
    destroy() {
      drawn.destroyed += 1;
    }
    setActiveElements() {}
    getDatasetMeta() {
      return { data: [] };
    }
    update() {}
  },
}));

function specOf(values: number[]): ChartSpec {
  const texts = values.map((value) => `USD ${value}`);
  return {
    labels: ['Nov 9', 'Nov 16', 'Nov 23'],
    series: [{ key: 'median', label: 'Median', values, texts, style: 'line', tone: 'primary' }],
    // New functions on every call, as a caller that builds its spec while rendering makes them.
    formatValue: (value) => `USD ${value}`,
    describe: (index) => `Week of ${['Nov 9', 'Nov 16', 'Nov 23'][index]}: ${texts[index]}`,
  };
}

function Canvas({ spec }: { spec: ChartSpec }) {
  return (
    <IntlProvider locale="en-US" messages={enUS}>
      <ChartCanvas spec={spec} label="Median price by week" />
    </IntlProvider>
  );
}

beforeEach(() => {
  drawn.made = [];
  drawn.destroyed = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    {} as CanvasRenderingContext2D,
  );
});

describe('ChartCanvas', () => {
  it('draws an equal spec in a new object once, and draws again when what it shows changes', () => {
    const { rerender } = render(<Canvas spec={specOf([1800, 1900, 2000])} />);
    expect(drawn.made).toHaveLength(1);

    rerender(<Canvas spec={specOf([1800, 1900, 2000])} />);
    rerender(<Canvas spec={specOf([1800, 1900, 2000])} />);
    expect(drawn.made).toHaveLength(1);
    expect(drawn.destroyed).toBe(0);

    rerender(<Canvas spec={specOf([1800, 1900, 2100])} />);
    expect(drawn.made).toHaveLength(2);
    expect(drawn.destroyed).toBe(1);
  });

  it('keeps the point being read when an equal spec arrives, and starts over on another', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Canvas spec={specOf([1800, 1900, 2000])} />);
    screen.getByRole('slider').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('slider')).toHaveAttribute(
      'aria-valuetext',
      'Week of Nov 16: USD 1900',
    );

    rerender(<Canvas spec={specOf([1800, 1900, 2000])} />);
    expect(screen.getByRole('slider')).toHaveAttribute(
      'aria-valuetext',
      'Week of Nov 16: USD 1900',
    );

    rerender(<Canvas spec={specOf([1800, 1950, 2000])} />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '1');
  });
});
