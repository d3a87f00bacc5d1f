import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { antdTheme } from '../src/app/antd-theme.ts';

import type { ThemeTokenEntry } from './antd-style-sheets.ts';
import type * as CssInJs from '@ant-design/cssinjs';
import type * as Antd from 'antd';
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';

const require = createRequire(import.meta.url);

/** The prefix of antd's classes and variables (the app sets no `prefixCls`). */
const PREFIX = 'ant';

/**
 * The app's theme's tokens as antd's run time computes them as it first draws: a ConfigProvider
 * with the theme and one Button, rendered on the server, and the one token entry cssinjs cached.
 */
export function renderThemeToken(): ThemeTokenEntry {
  const React = require('react') as typeof ReactModule;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as typeof Antd;
  const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;
  const cache = cssinjs.createCache();
  renderToString(
    React.createElement(
      cssinjs.StyleProvider,
      { cache },
      React.createElement(
        antd.ConfigProvider,
        { theme: antdTheme },
        React.createElement(antd.Button),
      ),
    ),
  );
  const entries = [...cache.cache.keys()]
    .filter((key) => key.startsWith('token%'))
    .map((key) => cache.cache.get(key)?.[1] as ThemeTokenEntry);
  const [entry, ...others] = entries;
  if (!entry || others.length > 0) {
    throw new Error(`expected one theme token entry, found ${entries.length}`);
  }
  return entry;
}

/** The CSS variable antd names a token with: cssinjs's own, which the built hook also uses. */
const { token2CSSVar } = require('@ant-design/cssinjs/lib/util/css-variables.js') as {
  token2CSSVar: (token: string, prefix: string) => string;
};

/**
 * The files whose code may read a token at run time: antd's (but its `theme/` folder, which derives
 * the tokens from the seed and which production builds replace) and the app's.
 */
function runTimeReaders(): string[] {
  const antd = path.dirname(require.resolve('antd/es/index.js'));
  const src = path.resolve(import.meta.dirname, '../src');
  const theme = path.join(antd, 'theme');
  const list = (folder: string, ending: RegExp) =>
    (fs.readdirSync(folder, { recursive: true }) as string[])
      .map((name) => path.join(folder, name))
      .filter((file) => ending.test(file) && !file.startsWith(theme + path.sep));
  return [...list(antd, /\.js$/), ...list(src, /\.tsx?$/)];
}

/** The CSS variable of a token (`colorPrimary` → `--ant-color-primary`). */
export function tokenVariable(key: string): string {
  return token2CSSVar(key, PREFIX);
}

/**
 * responsiveObserver checks the breakpoints by names it puts together (`screen${size}Min`): every
 * screen token is read.
 */
const READ_BY_COMPOSED_NAMES = /^screen/;

/**
 * The tokens some code may read at run time: those whose name is a word of a reader's text (a
 * property read, a string, even a comment), and the screens. The others (the colour palettes, the
 * seed's derivation inputs) exist only for antd's styles, which are written at build. Whatever a
 * reader only names in a way no word shows, such as `token[name]` with a composed name, must be
 * added to READ_BY_COMPOSED_NAMES; the build's test lists antd's composed reads.
 */
export function tokensReadAtRunTime(keys: string[], readers = runTimeReaders()): Set<string> {
  const words = new Set<string>();
  for (const file of readers)
    for (const word of fs.readFileSync(file, 'utf8').match(/[\w$-]+/g) ?? []) words.add(word);
  return new Set(keys.filter((key) => words.has(key) || READ_BY_COMPOSED_NAMES.test(key)));
}

/**
 * antd's `theme/useToken` for production builds: the tokens of the app's one theme, computed at
 * build, instead of deriving them (seed → map → alias tokens, colour palettes, a hash of the whole
 * set) in the first render of every page, about 50 ms at 4× CPU and 9 KB of the shell. The hook
 * answers what antd's answers under the app's ConfigProvider: the theme from the context, the
 * tokens' values, no hash (the theme is not hashed), the tokens as CSS variable references (made
 * from their names, the few antd keeps as values written out), the variables' scope. The variables
 * themselves are in the base style sheet (`renderStyleSheets`). It holds only the tokens `isRead`
 * names (`tokensReadAtRunTime`). A hashed theme, or a token whose variable reference the names do
 * not give, fails the build.
 */
export function staticUseTokenModule(
  entry: ThemeTokenEntry,
  isRead: (key: string) => boolean = () => true,
): string {
  if (antdTheme.hashed !== false) throw new Error('the build-time tokens need an unhashed theme');
  const [cssVarToken, , allTokens] = entry;
  const token = Object.fromEntries(Object.entries(allTokens).filter(([key]) => isRead(key)));
  const kept: Record<string, unknown> = {};
  const omitted: string[] = [];
  for (const key of Object.keys(token)) {
    if (!(key in cssVarToken)) omitted.push(key);
    else if (cssVarToken[key] !== `var(${token2CSSVar(key, PREFIX)})`) kept[key] = cssVarToken[key];
  }
  const extra = Object.keys(cssVarToken).filter((key) => !(key in allTokens) && key !== '_hashId');
  if (extra.length > 0) throw new Error(`tokens as variables only: ${extra.join(', ')}`);
  return `import React from 'react';
import { token2CSSVar } from '@ant-design/cssinjs/es/util/css-variables';
import { ConfigContext } from '../config-provider/context';
import { DesignTokenContext } from './context';
const token = ${JSON.stringify(token)};
const kept = ${JSON.stringify(kept)};
const omitted = new Set(${JSON.stringify(omitted)});
const cssVarToken = { _hashId: ${JSON.stringify(cssVarToken._hashId)} };
for (const key of Object.keys(token)) {
  if (!omitted.has(key)) cssVarToken[key] = key in kept ? kept[key] : \`var(\${token2CSSVar(key, '${PREFIX}')})\`;
}
export default function useToken() {
  const { theme, cssVar: contextCssVar, zeroRuntime } = React.useContext(DesignTokenContext);
  const { getPrefixCls } = React.useContext(ConfigContext);
  const cssVar = {
    prefix: contextCssVar?.prefix ?? getPrefixCls(),
    key: contextCssVar?.key ?? 'css-var-root',
  };
  return [theme, token, '', cssVarToken, cssVar, !!zeroRuntime];
}
`;
}

/**
 * antd's default theme object for production builds: nothing derives tokens from it there (the
 * tokens are computed at build, `staticUseTokenModule`), so it holds no algorithm, and asking it to
 * derive fails loudly.
 */
export const STATIC_DEFAULT_THEME = `import { createTheme } from '@ant-design/cssinjs';
export default createTheme(() => {
  throw new Error("antd's tokens are computed at build in this build");
});
`;

/** The tokens antd's Empty pictures draw in, each made solid on `EMPTY_PICTURE_BACKGROUND`. */
export const EMPTY_PICTURE_COLOURS = [
  'colorFill',
  'colorFillSecondary',
  'colorFillTertiary',
  'colorFillQuaternary',
  'colorTextQuaternary',
] as const;
export const EMPTY_PICTURE_BACKGROUND = 'colorBgContainer';

/**
 * antd's `empty/utils` for production builds. Its Empty pictures make each of their translucent
 * colours solid on the container's background with antd's colour parser, as they render; the
 * theme's tokens are fixed at build, so the answers are too: a table of them, and the parser
 * (3.4 KB compressed) stays out of every page with a list. A colour the table lacks is drawn as it
 * is, translucent.
 */
export function staticEmptyColoursModule(entry: ThemeTokenEntry): string {
  const { getAsSolidColor } = require('antd/lib/empty/utils.js') as {
    getAsSolidColor: (color: string, background: string) => string;
  };
  const tokens = entry[2] as Record<string, unknown>;
  const background = String(tokens[EMPTY_PICTURE_BACKGROUND]);
  const solid = Object.fromEntries(
    EMPTY_PICTURE_COLOURS.map((key) => {
      const colour = String(tokens[key]);
      return [`${colour} on ${background}`, getAsSolidColor(colour, background)];
    }),
  );
  return `const solid = ${JSON.stringify(solid)};
export const getAsSolidColor = (color, background) => solid[\`\${color} on \${background}\`] ?? color;
`;
}
