/**
 * The SVG path of a small line over `values` in a `width` × `height` box: the lowest value at the
 * bottom, the highest at the top, a flat line through the middle; a gap (null) breaks the line,
 * and a point alone between gaps is a dot (a zero-length stroke with round caps).
 * Numbers are for drawing only.
 */
export function sparklinePath(
  values: readonly (number | null)[],
  width: number,
  height: number,
): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return '';
  const low = Math.min(...known);
  const range = Math.max(...known) - low;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const yOf = (value: number) =>
    range === 0 ? height / 2 : height - ((value - low) / range) * height;
  const parts: string[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    const point = `${(index * step).toFixed(1)} ${yOf(value).toFixed(1)}`;
    parts.push(index > 0 && values[index - 1] !== null ? `L${point}` : `M${point}L${point}`);
  });
  return parts.join('');
}
