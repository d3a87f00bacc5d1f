import { useMemo } from 'react';

import { useThemeToken } from '@/lib/theme-token';

import type { SeriesTone } from './chart-spec';

/** The theme's colours and font, as antd's tokens give them: the chart has none of its own. */
export interface ChartTheme {
  tones: Record<SeriesTone, string>;
  bandFill: string;
  grid: string;
  text: string;
  fontFamily: string;
}

export function useChartTheme(): ChartTheme {
  const token = useThemeToken();
  return useMemo(
    () => ({
      tones: {
        primary: token.colorPrimary,
        band: token.colorPrimaryBorder,
        warning: token.colorWarning,
        success: token.colorSuccess,
        muted: token.colorTextTertiary,
      },
      bandFill: token.colorPrimaryBg,
      grid: token.colorBorderSecondary,
      text: token.colorTextSecondary,
      fontFamily: token.fontFamily,
    }),
    [token],
  );
}
