import fs from 'node:fs';
import path from 'node:path';

import { BASE_SHEET, type StyleSheets } from './antd-style-sheets.ts';

/** Each custom property a text reads (`var(--name`). */
export function variablesRead(texts: Iterable<string>): Set<string> {
  const read = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) if (match[1]) read.add(match[1]);
  return read;
}

/** The app's own texts that may read a theme variable: its style sheets and its code. */
export function appTexts(root = path.resolve(import.meta.dirname, '..')): string[] {
  const src = path.join(root, 'src');
  const files = (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((name) => /\.(css|tsx?)$/.test(name))
    .map((name) => path.join(src, name));
  return [...files, path.join(root, 'index.html')].map((file) => fs.readFileSync(file, 'utf8'));
}

/**
 * `sheet` with its theme rule (`.<themeClass>{--ant-…:…;…}`, antd's design tokens as variables)
 * keeping only the variables `isRead` names and those their values read in turn. antd writes every
 * token of the theme there, the colour palettes and the seed's inputs too, and no rule or code reads
 * most of them: they were 2.5 KB of the style sheet index.html carries. A sheet without exactly one
 * such rule fails the build.
 */
export function withoutUnreadThemeVariables(
  sheet: string,
  themeClass: string,
  isRead: (name: string) => boolean,
): string {
  const start = `.${themeClass}{`;
  const at = sheet.indexOf(start);
  if (at < 0 || sheet.indexOf(start, at + 1) >= 0) {
    throw new Error(`theme variables: expected one ${start}…} rule in the base sheet`);
  }
  const end = sheet.indexOf('}', at);
  const body = sheet.slice(at + start.length, end);
  const declarations = body
    .split(';')
    .filter((declaration) => declaration.trim() !== '')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0 || !declaration.trimStart().startsWith('--')) {
        throw new Error(`theme variables: not a custom property: ${declaration}`);
      }
      return { name: declaration.slice(0, colon).trim(), text: declaration };
    });
  const kept = new Set(declarations.filter(({ name }) => isRead(name)).map(({ name }) => name));
  // A kept variable's value may read others (`--ant-color-link: var(--ant-color-info)`).
  for (let grew = true; grew;) {
    grew = false;
    for (const { text } of declarations.filter(({ name }) => kept.has(name)))
      for (const name of variablesRead([text]))
        if (!kept.has(name)) {
          kept.add(name);
          grew = true;
        }
  }
  const rule = declarations
    .filter(({ name }) => kept.has(name))
    .map(({ text }) => text)
    .join(';');
  return `${sheet.slice(0, at + start.length)}${rule}${sheet.slice(end)}`;
}

/**
 * The base sheet of `sheets` keeping the theme's variables something can read: a `var()` in any
 * sheet (every antd component's, not only those a page uses) or in the app's files, or a variable
 * of `readByCode` (the tokens antd's run time hands out as variable references).
 */
export function baseSheetWithReadVariables(
  sheets: StyleSheets,
  themeClass: string,
  readByCode: ReadonlySet<string>,
): string {
  const base = sheets.get(BASE_SHEET) ?? '';
  const readByStyles = variablesRead([
    ...[...sheets].filter(([name]) => name !== BASE_SHEET).map(([, text]) => text),
    // The base sheet's other rules; the theme rule's own values count only for what it keeps.
    withoutUnreadThemeVariables(base, themeClass, () => false),
    ...appTexts(),
  ]);
  return withoutUnreadThemeVariables(
    base,
    themeClass,
    (name) => readByStyles.has(name) || readByCode.has(name),
  );
}
