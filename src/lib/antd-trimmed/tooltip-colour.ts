import { isPresetColor } from 'antd/es/_util/colors';

import { notInBuild } from './not-in-build';

/**
 * antd's colour parser where a Tooltip works out the text colour for its `color`, in production
 * builds. The Tooltip asks on every render, with or without a colour, but uses the answer only for a
 * colour other than antd's named ones, which no tooltip of the app has (a lint rule keeps it so);
 * the parser (3.4 KB compressed) was in every page with a tooltip.
 */
export function generateColor(color?: unknown): {
  toRgb: () => { r: number; g: number; b: number };
} {
  if (color !== undefined && !(typeof color === 'string' && isPresetColor(color))) {
    throw notInBuild("Tooltip's custom colours");
  }
  return { toRgb: () => ({ r: 0, g: 0, b: 0 }) };
}
