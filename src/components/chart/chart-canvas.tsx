import { useInViewport } from 'ahooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { isRtl } from '@/lib/i18n/direction';
import { useText } from '@/lib/i18n/use-text';

import { chartConfig } from './chart-config';
import { Chart } from './chart-js';
import { nextPoint } from './chart-keys';
import { drawnContent, type ChartSpec } from './chart-spec';
import { useChartTheme } from './chart-theme';
import styles from './chart.module.css';

import type { KeyboardEvent, RefObject } from 'react';

/** How far ahead of the viewport a chart is drawn: half a screen, so a scroller meets it drawn. */
const NEAR_MARGIN = '50% 0px';

/**
 * Whether the element has come within half a screen of the viewport, or the page is printed (and
 * stays so). Drawing a chart is one long task of layout and text measuring; a chart far below the
 * fold is drawn when the reader heads to it, never with the page. Without IntersectionObserver
 * (jsdom) it is near at once.
 */
function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const onChange = useCallback((entry: IntersectionObserverEntry) => {
    if (entry.isIntersecting) setNear(true);
  }, []);
  // The same observer `WhenNear` uses, given the margin; it stops once the chart is near.
  useInViewport(near ? undefined : ref, { rootMargin: NEAR_MARGIN, callback: onChange });
  useEffect(() => {
    if (near) return undefined;
    const onPrint = () => setNear(true);
    window.addEventListener('beforeprint', onPrint);
    return () => window.removeEventListener('beforeprint', onPrint);
  }, [near]);
  return near;
}

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
  // An equal spec in a new object draws nothing again and keeps the point being read.
  const drawn = useMemo(() => drawnContent(spec), [spec]);
  const latestSpec = useRef(spec);
  // The point being read, in what was drawn: another span or unit reads from nothing.
  const [reading, setReading] = useState<{ drawn: string; index: number }>();
  const active = reading?.drawn === drawn ? reading.index : undefined;

  const near = useNear(canvasRef);

  useEffect(() => {
    latestSpec.current = spec;
  });

  useEffect(() => {
    const context = near ? canvasRef.current?.getContext('2d') : undefined;
    if (!context) return undefined;
    const chart = new Chart(context, chartConfig(latestSpec.current, theme, rtl));
    chartRef.current = chart;
    return () => {
      chart.destroy();
      chartRef.current = undefined;
    };
  }, [near, drawn, theme, rtl]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const elements =
      active === undefined
        ? []
        : latestSpec.current.series.flatMap((series, datasetIndex) =>
            series.values[active] === null ? [] : [{ datasetIndex, index: active }],
          );
    chart.setActiveElements(elements);
    const anchor = elements[0] && chart.getDatasetMeta(elements[0].datasetIndex).data[active ?? 0];
    chart.tooltip?.setActiveElements(elements, { x: anchor?.x ?? 0, y: anchor?.y ?? 0 });
    chart.update('none');
  }, [active, drawn]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextPoint(event.key, active, spec.labels.length, rtl);
    if (next === undefined) return;
    event.preventDefault();
    setReading({ drawn, index: next });
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
