import { Segmented } from 'antd';
import { useState } from 'react';

import { useText } from '@/lib/i18n/use-text';
import { lazyPart } from '@/lib/lazy-part';

import { legendSeries, type ChartSpec } from './chart-spec';
import { useChartTheme } from './chart-theme';
import styles from './chart.module.css';

import type { ReactNode } from 'react';

// Chart.js loads with the first chart a page shows: pages without a chart never load it. Its
// texts are the figure's own (the `chart` area, which a page showing a chart loads).
const ChartCanvas = lazyPart(
  () => import('./chart-canvas').then((module) => module.ChartCanvas),
  <div className={styles.canvasBox} />,
);

type View = 'chart' | 'table';

interface ChartFigureProps {
  /** What the chart shows, in a few words: its accessible name. */
  label: string;
  spec: ChartSpec;
  /** What the chart shows, in words: always on screen under it. */
  summary: ReactNode;
  /** The same figures as a table: the other view, for screen readers and for copying. */
  table: ReactNode;
  /** Choices that change what is shown (a span, a unit), at the start of the toolbar. */
  controls?: ReactNode;
}

/**
 * A chart with what it shows said twice more: in words under it, and as a table a switch away.
 * The legend is text on the page, so it reads and wraps in every language.
 */
export function ChartFigure({ label, spec, summary, table, controls }: ChartFigureProps) {
  const text = useText();
  const theme = useChartTheme();
  const [view, setView] = useState<View>('chart');
  return (
    <figure className={styles.figure} aria-label={label}>
      <div className={styles.toolbar}>
        {controls ?? <span />}
        <Segmented<View>
          aria-label={text('chart.view')}
          value={view}
          onChange={setView}
          options={[
            { value: 'chart', label: text('chart.view.chart') },
            { value: 'table', label: text('chart.view.table') },
          ]}
        />
      </div>
      {view === 'chart' ? (
        <>
          <ChartCanvas spec={spec} label={label} />
          <ul className={styles.legend} aria-label={text('chart.legend')}>
            {legendSeries(spec).map((series) => (
              <li key={series.key}>
                <span
                  aria-hidden
                  className={`${styles.swatch} ${series.style === 'band-high' ? styles.swatchBand : ''}`}
                  style={{
                    background:
                      series.style === 'band-high' ? theme.bandFill : theme.tones[series.tone],
                  }}
                />
                {series.label}
              </li>
            ))}
          </ul>
        </>
      ) : (
        table
      )}
      <figcaption className={styles.caption}>{summary}</figcaption>
    </figure>
  );
}
