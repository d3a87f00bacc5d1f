/**
 * The length of a text as a person counts it: its Unicode code points, not its UTF-16 units. A
 * rare character outside the Basic Multilingual Plane (𠀾, a name's extension-B character) counts
 * as one, as it does to the member who typed it. Every length limit of app and mock counts so.
 */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The first `max` characters of `text` (never half a character). */
export function cutToChars(text: string, max: number): string {
  return charCount(text) <= max ? text : Array.from(text).slice(0, max).join('');
}
