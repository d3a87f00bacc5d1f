import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { isRtl } from '@/lib/i18n/direction';
import { useText } from '@/lib/i18n/use-text';

import { chartConfig } from './chart-config';
import { Chart } from './chart-js';
import { nextPoint } from './chart-keys';
import { useChartTheme } from './chart-theme';
import styles from './chart.module.css';

import type { ChartSpec } from './chart-spec';
import type { KeyboardEvent } from 'react';

interface ChartCanvasProps {
  spec: ChartSpec;
  /** What the chart shows, in a few words: its accessible name. */
  label: string;
}

/**
 * A spec drawn on a canvas (Chart.js), read point by point as a slider: the arrow keys (and Home,
 * End) move from point to point, the tooltip shows it, the line below says it, and a screen reader
 * announces it as the slider's value, so the keyboard reads the same points a pointer does. Where the browser cannot
 * draw (no 2D context), the canvas stays empty and the figure's words and table still say it all.
 */
export function ChartCanvas({ spec, label }: ChartCanvasProps) {
  const intl = useIntl();
  const text = useText();
  const rtl = isRtl(intl.locale);
  const theme = useChartTheme();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart>(undefined);
  // The point being read, for the spec it was read in: another span or unit reads from nothing.
  const [reading, setReading] = useState<{ spec: ChartSpec; index: number }>();
  const active = reading?.spec === spec ? reading.index : undefined;

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, chartConfig(spec, theme, rtl));
    chartRef.current = chart;
    return () => {
      chart.destroy();
      chartRef.current = undefined;
    };
  }, [spec, theme, rtl]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const elements =
      active === undefined
        ? []
        : spec.series.flatMap((series, datasetIndex) =>
            series.values[active] === null ? [] : [{ datasetIndex, index: active }],
          );
    chart.setActiveElements(elements);
    const anchor = elements[0] && chart.getDatasetMeta(elements[0].datasetIndex).data[active ?? 0];
    chart.tooltip?.setActiveElements(elements, { x: anchor?.x ?? 0, y: anchor?.y ?? 0 });
    chart.update('none');
  }, [active, spec]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextPoint(event.key, active, spec.labels.length, rtl);
    if (next === undefined) return;
    event.preventDefault();
    setReading({ spec, index: next });
  };

  return (
    <div className={styles.canvasBlock}>
      <div
        className={styles.canvasBox}
        role="slider"
        tabIndex={0}
        aria-label={`${label}. ${text('chart.keys')}`}
        aria-valuemin={1}
        aria-valuemax={Math.max(spec.labels.length, 1)}
        aria-valuenow={(active ?? 0) + 1}
        aria-valuetext={active === undefined ? text('chart.keys') : spec.describe(active)}
        onKeyDown={onKeyDown}
        onBlur={() => setReading(undefined)}
      >
        <canvas ref={canvasRef} aria-hidden />
      </div>
      <p className={styles.reading}>
        {active === undefined ? text('chart.keys') : spec.describe(active)}
      </p>
    </div>
  );
}
