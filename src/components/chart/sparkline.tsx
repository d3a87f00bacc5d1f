import { sparklinePath } from './sparkline-path';
import styles from './sparkline.module.css';

const WIDTH = 72;
const HEIGHT = 22;

interface SparklineProps {
  values: readonly (number | null)[];
  /** What the line shows, in words (the trend and its change): its accessible name. */
  label: string;
}

/**
 * A trend too small for axes, drawn as plain SVG: lists show one per row, and a chart library
 * for each would cost every list page its bytes. Time runs from the start edge (mirrored right
 * to left), and the words say what the line shows.
 */
export function Sparkline({ values, label }: SparklineProps) {
  return (
    <svg
      className={`${styles.line} flips-in-rtl`}
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`}
      width={WIDTH}
      height={HEIGHT}
    >
      <path d={sparklinePath(values, WIDTH, HEIGHT)} />
    </svg>
  );
}
