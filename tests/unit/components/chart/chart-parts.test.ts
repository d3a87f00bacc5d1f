import { chartConfig, shortLabel } from '@/components/chart/chart-config';
import { nextPoint } from '@/components/chart/chart-keys';
import type { ChartSpec } from '@/components/chart/chart-spec';
import type { ChartTheme } from '@/components/chart/chart-theme';
import { sparklinePath } from '@/components/chart/sparkline-path';

const theme: ChartTheme = {
  tones: { primary: 'blue', band: 'lightblue', warning: 'orange', success: 'green', muted: 'grey' },
  bandFill: 'paleblue',
  grid: 'silver',
  text: 'black',
  fontFamily: 'sans-serif',
};

const spec: ChartSpec = {
  labels: ['W1', 'W2', 'W3'],
  series: [
    {
      key: 'low',
      label: 'Low',
      values: [1, null, 3],
      texts: ['1', undefined, '3'],
      style: 'band-low',
      tone: 'band',
    },
    {
      key: 'high',
      label: 'Low–high',
      values: [5, null, 7],
      texts: ['5', undefined, '7'],
      style: 'band-high',
      tone: 'band',
    },
    {
      key: 'median',
      label: 'Median',
      values: [3, null, 5],
      texts: ['3', undefined, '5'],
      style: 'line',
      tone: 'primary',
    },
    {
      key: 'own',
      label: 'This listing',
      values: [4, 4, 4],
      texts: ['4', '4', '4'],
      style: 'level',
      tone: 'warning',
    },
  ],
  formatValue: (value) => `USD ${value}`,
  describe: (index) => `point ${index}`,
};

describe('chartConfig', () => {
  it('fills the band from its upper edge down to its lower one, and a gap stays a gap', () => {
    const config = chartConfig(spec, theme, false);
    const [low, high, median, own] = config.data.datasets;
    expect(high).toMatchObject({ fill: 0, backgroundColor: 'paleblue' });
    expect(low).toMatchObject({ fill: false, borderWidth: 0 });
    expect(median).toMatchObject({ spanGaps: false, data: [3, null, 5], borderColor: 'blue' });
    expect(own).toMatchObject({ borderDash: [6, 4] });
  });

  it('cuts a long label on the category axis', () => {
    const x = chartConfig(spec, theme, false).options?.scales?.x;
    const callback = x?.ticks?.callback;
    if (!callback) throw new Error('no tick callback on the category axis');
    const scale = { getLabelForValue: () => 'Tianjin Dongfang Supply Chain Management Co., Ltd.' };
    expect(callback.call(scale as never, 0, 0, [])).toBe('Tianjin Dongf…');
  });

  it('runs time from the right and stands the value axis on the right, right to left', () => {
    const ltr = chartConfig(spec, theme, false).options?.scales;
    const rtl = chartConfig(spec, theme, true).options?.scales;
    expect(ltr).toMatchObject({ x: { reverse: false }, y: { position: 'left' } });
    expect(rtl).toMatchObject({ x: { reverse: true }, y: { position: 'right' } });
  });
});

describe('nextPoint', () => {
  it('steps with the arrows, stops at either end, and jumps with Home and End', () => {
    expect(nextPoint('ArrowRight', undefined, 3, false)).toBe(0);
    expect(nextPoint('ArrowRight', 2, 3, false)).toBe(2);
    expect(nextPoint('ArrowLeft', 0, 3, false)).toBe(0);
    expect(nextPoint('ArrowLeft', undefined, 3, false)).toBe(2);
    expect(nextPoint('End', 0, 3, false)).toBe(2);
    expect(nextPoint('Home', 2, 3, false)).toBe(0);
    expect(nextPoint('Enter', 1, 3, false)).toBeUndefined();
    expect(nextPoint('ArrowRight', undefined, 0, false)).toBeUndefined();
  });

  it('goes forward in time with the left arrow right to left', () => {
    expect(nextPoint('ArrowLeft', 0, 3, true)).toBe(1);
    expect(nextPoint('ArrowRight', 1, 3, true)).toBe(0);
  });
});

describe('sparklinePath', () => {
  it('puts the lowest value at the bottom and the highest at the top', () => {
    expect(sparklinePath([10, 20], 100, 20)).toBe('M0.0 20.0L0.0 20.0L100.0 0.0');
  });

  it('breaks the line at a gap and draws a lone point as a dot', () => {
    expect(sparklinePath([10, null, 20, 30], 30, 20)).toBe(
      'M0.0 20.0L0.0 20.0M20.0 10.0L20.0 10.0L30.0 0.0',
    );
  });

  it('draws a flat line through the middle, and nothing without values', () => {
    expect(sparklinePath([5, 5], 10, 20)).toBe('M0.0 10.0L0.0 10.0L10.0 10.0');
    expect(sparklinePath([null, null], 10, 20)).toBe('');
  });
});

describe('shortLabel', () => {
  it('cuts a long name on the axis with an ellipsis, counting characters as a person does', () => {
    expect(shortLabel('Tianjin Dongfang Supply Chain Management Co., Ltd.')).toBe('Tianjin Dongf…');
    expect(shortLabel('天津东方供应链管理有限公司')).toBe('天津东方供应链管理有限公司');
    expect(shortLabel('上海远航国际货运代理有限公司（集团）')).toBe('上海远航国际货运代理有限公…');
  });
});
