import useAntdToken from 'antd/es/theme/useToken';

import type { GlobalToken } from 'antd';

/**
 * The app theme's design tokens, as antd's components read them, for what the app colours itself
 * (charts, the about page's marks). antd's public `theme.useToken` brings its theme algorithms
 * (default, dark, compact) and their colour code into every page that asks; its internal hook does
 * not, and production builds answer it with the tokens computed at build
 * (build/antd-static-token.ts).
 */
export function useThemeToken(): GlobalToken {
  return useAntdToken()[1];
}
