import type { ChartSeries, ChartSpec } from './chart-spec';
import type { ChartTheme } from './chart-theme';
import type { ChartConfiguration, ChartDataset } from 'chart.js';

function dataset(
  series: ChartSeries,
  theme: ChartTheme,
  index: number,
  all: readonly ChartSeries[],
) {
  const colour = theme.tones[series.tone];
  const base = {
    label: series.label,
    // Lower orders are drawn last, on top: levels over lines over the band's fill.
    order: series.style === 'level' ? 0 : series.style.startsWith('band') ? 2 : 1,
    data: [...series.values],
    borderColor: colour,
    backgroundColor: colour,
  };
  if (series.style === 'bar') return { ...base, type: 'bar' as const };
  const line = {
    ...base,
    type: 'line' as const,
    // A gap in the data is a gap in the line: a week without listings is not a zero.
    spanGaps: false,
    pointRadius: 2,
    pointHoverRadius: 5,
    borderWidth: 2,
    tension: 0,
  };
  if (series.style === 'band-low') {
    return { ...line, borderWidth: 0, pointRadius: 0, pointHoverRadius: 3, fill: false };
  }
  if (series.style === 'band-high') {
    const below = all.findLastIndex((other, at) => at < index && other.style === 'band-low');
    return {
      ...line,
      borderWidth: 0,
      pointRadius: 0,
      pointHoverRadius: 3,
      backgroundColor: theme.bandFill,
      fill: below >= 0 ? below : false,
    };
  }
  if (series.style === 'level') {
    return { ...line, borderDash: [6, 4], pointRadius: 0, tension: 0 };
  }
  return line;
}

const LABEL_LENGTH = 14;

/** A category label of at most LABEL_LENGTH characters, cut with an ellipsis. */
export function shortLabel(label: string): string {
  const characters = [...label];
  return characters.length > LABEL_LENGTH
    ? `${characters.slice(0, LABEL_LENGTH - 1).join('')}…`
    : label;
}

/**
 * The Chart.js configuration of a spec. Right to left, time runs from the right (the value axis
 * stands on the right) and the tooltip reads right to left.
 */
export function chartConfig(spec: ChartSpec, theme: ChartTheme, rtl: boolean): ChartConfiguration {
  const datasets = spec.series.map((series, index, all) =>
    dataset(series, theme, index, all),
  ) as ChartDataset[];
  const ticks = { color: theme.text, font: { family: theme.fontFamily } };
  return {
    type: spec.series.some((series) => series.style === 'bar') ? 'bar' : 'line',
    data: { labels: [...spec.labels], datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          reverse: rtl,
          ticks: {
            ...ticks,
            autoSkip: true,
            maxRotation: 0,
            // A long label (a company's name) is cut on the axis; the tooltip, the words read out
            // and the table give it whole.
            callback(value) {
              return shortLabel(this.getLabelForValue(Number(value)));
            },
          },
          grid: { display: false },
        },
        y: {
          position: rtl ? 'right' : 'left',
          ticks: { ...ticks, callback: (value) => spec.formatValue(Number(value)) },
          grid: { color: theme.grid },
        },
      },
      plugins: {
        tooltip: {
          rtl,
          textDirection: rtl ? 'rtl' : 'ltr',
          titleFont: { family: theme.fontFamily },
          bodyFont: { family: theme.fontFamily },
          filter: (item) => item.raw !== null,
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${spec.series[item.datasetIndex]?.texts[item.dataIndex] ?? ''}`,
          },
        },
      },
    },
  };
}
