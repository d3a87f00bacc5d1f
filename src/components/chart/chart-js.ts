/**
 * Chart.js with only what the app's charts use (lines, bars, the filled band, the tooltip), in the
 * chart chunk: no page loads it before it shows a chart. Canvas drawing adds no style element or
 * attribute, so the Content-Security-Policy stays as it is. The parts are read off the namespace
 * (the bundler keeps only those read), so each is named once.
 */
import * as chartJs from 'chart.js';

export const { Chart } = chartJs;
export type Chart = chartJs.Chart;

Chart.register(
  chartJs.BarController,
  chartJs.BarElement,
  chartJs.CategoryScale,
  chartJs.Filler,
  chartJs.LinearScale,
  chartJs.LineController,
  chartJs.LineElement,
  chartJs.PointElement,
  chartJs.Tooltip,
);
