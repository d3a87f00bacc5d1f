import type { ThemeConfig } from 'antd';

/**
 * The app's antd theme. Production builds take antd's component styles from style sheets written
 * at build time with this same theme (build/antd-style-sheets.ts), so it holds plain values only.
 *
 * Links, secondary texts, error and success colours are darker than antd's defaults, to reach the
 * WCAG AA contrast of 4.5:1.
 */
export const antdTheme = {
  // Component classes carry no per-theme hash: the build-time style sheets select `.ant-btn`, not
  // `:where(.css-xyz).ant-btn` (the same specificity either way).
  hashed: false,
  // The class that scopes the theme's CSS variables, fixed (antd derives one from React's ids
  // otherwise): the build-time sheets hold each component's variables under it.
  cssVar: { key: 'app-theme' },
  token: {
    colorPrimary: '#1456f0',
    colorLink: '#1456f0',
    colorError: '#cf1322',
    // A darker green for text and icons; the light background and border stay antd's.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    // antd's placeholder grey (#bfbfbf) is below 4.5:1 on white; #767676 is the lightest that passes.
    colorTextPlaceholder: '#767676',
    borderRadius: 6,
    // The page's font (src/styles/global.css), so antd's text and the first screen's match.
    fontFamily: 'var(--app-font-family)',
    // Dialogs, drawers and drop-downs appear at once instead of zooming or sliding in: a click that
    // lands while one is still moving can miss its button (it grows from the pointer), and on a
    // phone each animation costs main-thread time.
    motion: false,
  },
} satisfies ThemeConfig;
