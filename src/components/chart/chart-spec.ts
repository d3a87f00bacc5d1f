/**
 * What a chart draws, apart from the library that draws it: one label per point along the time or
 * category axis, and series of values over those labels. Values are numbers for drawing only:
 * every figure a reader sees is formatted from its decimal by the caller (`describe`, the table).
 */
export type SeriesStyle =
  /** A line through the points; a gap (null) breaks it. */
  | 'line'
  /** One bar per label. */
  | 'bar'
  /** The lower edge of a band (not drawn as a line of its own). */
  | 'band-low'
  /** The upper edge of a band, filled down to the `band-low` series just before it. */
  | 'band-high'
  /** A dashed line: a level to compare with (this listing's price, a median). */
  | 'level';

/** Colours come from the theme: the chart has no colours of its own. */
export type SeriesTone = 'primary' | 'band' | 'warning' | 'success' | 'muted';

export interface ChartSeries {
  key: string;
  /** The series' name in the legend and the tooltip. */
  label: string;
  values: readonly (number | null)[];
  /** Each value as the reader sees it (formatted from its decimal); the tooltip shows these. */
  texts: readonly (string | undefined)[];
  style: SeriesStyle;
  tone: SeriesTone;
}

export interface ChartSpec {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** A value on the value axis, e.g. 'USD 1,200'. */
  formatValue: (value: number) => string;
  /** Every figure at `index` in one sentence: what the arrow keys read out. */
  describe: (index: number) => string;
}

/** The series the legend lists: a band's lower edge goes with its upper one. */
export function legendSeries(spec: ChartSpec): readonly ChartSeries[] {
  return spec.series.filter((series) => series.style !== 'band-low');
}

/**
 * What a spec draws, as text: a chart is drawn again only when this changes. Callers build their
 * spec as they render, so a new object comes with every render (a section's answer arriving, the
 * ports' names loading), and drawing a chart is a long task. The value axis's format is a
 * function: two values written with it stand for it.
 */
export function drawnContent(spec: ChartSpec): string {
  return JSON.stringify([
    spec.labels,
    spec.series,
    spec.formatValue(0),
    spec.formatValue(1_234_567.5),
  ]);
}
