import { createRequire } from 'node:module';

import { antdTheme } from '../src/app/antd-theme.ts';

import type * as CssInJs from '@ant-design/cssinjs';
import type * as Antd from 'antd';
import type * as ReactModule from 'react';
import type { ElementType, ReactElement, ReactNode } from 'react';
import type * as ReactDomServer from 'react-dom/server';

const require = createRequire(import.meta.url);

/**
 * One style sheet per antd style hook (`Button-Button`, `Input-Search`, `Button-compact`), and one
 * per component for the CSS variables of its tokens (`vars-Button`).
 */
export type StyleSheets = Map<string, string>;

/** The sheet every page needs: antd's link and icon resets, attached to ConfigProvider. */
export const BASE_SHEET = 'base';
const BASE_GROUPS = new Set(['Shared', 'ant-design-icons']);

/** Hooks antd calls only under theme settings the app does not use (`token.wireframe`). */
export const UNUSED_BY_THEME = new Set(['Pagination-bordered']);

/**
 * What cssinjs caches for a theme's tokens: the tokens as CSS variable references, the theme's hash
 * class, the tokens' values, the variables' CSS, the class that scopes them.
 */
export type ThemeTokenEntry = [
  cssVarToken: Record<string, unknown>,
  hashClass: string,
  token: Record<string, unknown>,
  cssVariables: string,
  themeKey: string,
];

/** antd's component, with its sub-components (`Input.Search`) hung on it. */
type Component = ElementType & Record<string, ElementType>;

/** cssinjs's own writer of one cached entry as CSS text: `[order, id, text]`. */
interface Extractor {
  extract: (
    value: unknown,
    effects: Record<string, boolean>,
    options: { plain: boolean },
  ) => [number, string, string] | null;
}

/** antd's three factories of style hooks; the group names the kind. */
export const HOOK_FACTORY = 'gen(StyleHooks|SubStyleComponent|ComponentStyleHook)';

/** A factory's call with its literal name: `genStyleHooks('Button'` or `(['Input', 'Search']`. */
const STYLE_CALL = new RegExp(
  `${HOOK_FACTORY}\\(\\s*(?:'(\\w+)'|\\[\\s*'(\\w+)'\\s*,\\s*'([\\w-]+)'\\s*\\])`,
  'g',
);

/**
 * The style sheets an antd module's style hooks register: a hook made by `genStyleHooks('Button')`
 * registers its styles under `Button-Button`, one made from `['Input', 'Search']` under
 * `Input-Search` (antd joins the two names; a single name stands for both).
 */
export function sheetsOfModule(code: string): string[] {
  return [...code.matchAll(STYLE_CALL)].map(([, , single, first, second]) =>
    single ? `${single}-${single}` : `${first}-${second}`,
  );
}

/**
 * The sheets of CSS variables an antd module's hooks register: `genStyleHooks` registers its
 * component's tokens under the component's (first) name.
 */
export function variableSheetsOfModule(code: string): string[] {
  return [...code.matchAll(STYLE_CALL)]
    .filter(([, kind]) => kind === 'StyleHooks')
    .map(([, , single, first]) => `vars-${single ?? first}`);
}

/**
 * Renders every antd component once on the server with the app's theme and collects the styles
 * antd's run time would generate, one sheet per style hook. Components that need content or a
 * second form to call all their hooks are rendered that way (the list follows antd's own
 * static-style-extract, with the sub-styles this app meets: a bordered pagination, a form item).
 */
export function renderStyleSheets(): StyleSheets {
  const React = require('react') as typeof ReactModule;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as typeof Antd & Record<string, Component>;
  const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;
  const styles = require('@ant-design/cssinjs/lib/hooks/useStyleRegister.js') as Extractor;
  const variables = require('@ant-design/cssinjs/lib/hooks/useCSSVarRegister.js') as Extractor;
  const { iconStyles } = require('@ant-design/icons/lib/renderUtils') as { iconStyles: string };
  const h = React.createElement as (
    type: unknown,
    props?: object | null,
    ...children: ReactNode[]
  ) => ReactElement;
  const div = () => h('div');
  const custom: Record<string, (C: Component) => ReactNode> = {
    Affix: (C) => h(C, null, div()),
    Cascader: (C) => [h(C, { key: 1 }), h(C.Panel, { key: 2 })],
    Dropdown: (C) => h(C, { menu: { items: [] } }, div()),
    Menu: (C) => h(C, { items: [] }),
    QRCode: (C) => h(C, { value: 'https://example.com' }),
    Tree: (C) => h(C, { treeData: [] }),
    Tag: (C) => [h(C, { key: 1, color: 'blue' }, 't'), h(C, { key: 2, color: 'success' }, 't')],
    Badge: (C) => [h(C, { key: 1 }), h(C.Ribbon, { key: 2 })],
    Space: (C) => [
      h(C, { key: 1 }),
      h(C.Compact, { key: 2 }, h(antd.Button), h(C.Addon, null, '1')),
    ],
    Input: (C) => [
      h(C, { key: 1 }),
      h(C.Group, { key: 2 }, h(C), h(C)),
      h(C.Search, { key: 3 }),
      h(C.TextArea, { key: 4 }),
      h(C.Password, { key: 5 }),
      h(C.OTP, { key: 6 }),
    ],
    Modal: (C) => [
      h(C, { key: 1 }),
      h(C._InternalPanelDoNotUseOrYouWillBeFired, { key: 2 }),
      h(C._InternalPanelDoNotUseOrYouWillBeFired, { key: 3, type: 'confirm' }),
    ],
    message: (C) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
    notification: (C) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
    Layout: (C) => h(C, null, h(C.Header), h(C.Sider), h(C.Content), h(C.Footer)),
    Pagination: (C) => h(C, { total: 50 }),
    Form: (C) => h(C, null, h(C.Item, { label: 'x', name: 'x', help: 'x' }, h('input'))),
  };
  const skipped = new Set(['ConfigProvider', 'Grid', 'version', 'theme', 'unstableSetRender']);
  const names = Object.keys(antd).filter(
    (name) =>
      !skipped.has(name) &&
      !name.startsWith('_') &&
      (/^[A-Z]/.test(name) || name === 'message' || name === 'notification'),
  );

  const cache = cssinjs.createCache();
  const tree: ReactElement = h(
    cssinjs.StyleProvider,
    { cache },
    h(
      antd.ConfigProvider,
      { theme: antdTheme },
      names.map((name) => {
        const component = antd[name] as Component;
        return h(React.Fragment, { key: name }, custom[name]?.(component) ?? h(component));
      }),
    ),
  );
  // antd warns about deprecated components (BackTop, List) it is asked to render here.
  const warn = console.error;
  console.error = () => {};
  try {
    renderToString(tree);
  } finally {
    console.error = warn;
  }

  const sheets: StyleSheets = new Map([[BASE_SHEET, iconStyles.replace(/\s+/g, ' ')]]);
  const add = (sheet: string, text: string) => sheets.set(sheet, (sheets.get(sheet) ?? '') + text);
  for (const key of cache.cache.keys()) {
    const value = cache.cache.get(key)?.[1];
    const [type, ...path] = key.split('%');
    if (type === 'style') {
      // `style%<hash>%<hook>%<prefix>…`: the hash is empty (the theme is not hashed). Keyframes go
      // with every sheet that uses them: each sheet may load alone.
      const group = path[1] ?? '';
      const text = styles.extract(value, {}, { plain: true })?.[2] ?? '';
      add(BASE_GROUPS.has(group) ? BASE_SHEET : group, text);
    } else if (type === 'token') {
      // `token%…`: the theme's design tokens as variables (`.app-theme{--ant-color-primary:…}`),
      // which antd's run time inserts as it first reads the tokens (its `useToken`, which production
      // builds replace: ./antd-static-token.ts). Only the app's theme: the ConfigProviders that
      // antd's message and notification panels nest here are keyed by React ids no page shares.
      const [, , , css, themeKey] = value as ThemeTokenEntry;
      if (themeKey === antdTheme.cssVar.key) add(BASE_SHEET, css);
    } else if (type === 'cssVar') {
      // `cssVar%<component>%<theme key>%<scope>%<token>`: the component's tokens as variables,
      // under `.<theme key>.<scope>`.
      add(`vars-${path[0]}`, variables.extract(value, {}, { plain: true })?.[2] ?? '');
    }
  }
  return sheets;
}
