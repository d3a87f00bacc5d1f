/**
 * The point a key moves the reading to among `count` points, from `at` (none read yet:
 * undefined), or undefined for a key that does not move it. Home and End go to the first and the
 * last; the arrows step and stop at either end. Right to left, time runs leftwards, so the left
 * arrow goes forward in time, as it does on screen.
 */
export function nextPoint(
  key: string,
  at: number | undefined,
  count: number,
  rtl: boolean,
): number | undefined {
  if (count === 0) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === forward) return at === undefined ? 0 : Math.min(at + 1, count - 1);
  if (key === back) return at === undefined ? count - 1 : Math.max(at - 1, 0);
  return undefined;
}
