import { parse } from '@formatjs/icu-messageformat-parser';

import type { Plugin } from 'vite';

/** Catalogue area files: <owner>/texts/<locale>.ts and <owner>/texts/<part>/<locale>.ts. */
const AREA_FILE = /\/src\/.+\/texts\/(?:[a-z-]+\/)?[a-z]{2}-[A-Z]{2}\.ts$/;

/**
 * Evaluates an area module that the TypeScript transform has already turned into plain JavaScript:
 * one object literal of strings and `export default <name>`.
 */
function evaluateArea(code: string, id: string): Record<string, string> {
  const body = code.replace(/export\s+default\s+([A-Za-z_$][\w$]*)\s*;?/, 'return $1;');
  if (body === code || /^\s*import[\s{]/m.test(body)) {
    throw new Error(`${id}: a catalogue area must be one object literal exported by default`);
  }
  const messages: unknown = new Function(body)();
  if (!messages || typeof messages !== 'object') throw new Error(`${id}: no messages object`);
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string') throw new Error(`${id}: message ${key} is not a string`);
  }
  return messages as Record<string, string>;
}

/**
 * Production builds ship catalogues as ICU ASTs and alias the ICU parser to its no-parser build, so
 * the parser (~7 KB gzip) is not in the first load. Tests and the dev server keep plain strings.
 * A message that does not parse fails the build.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'trading:precompile-messages',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!AREA_FILE.test(id)) return null;
      const messages = evaluateArea(code, id);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      const json = JSON.stringify(JSON.stringify(compiled));
      return { code: `export default JSON.parse(${json});`, map: null, moduleType: 'js' };
    },
  };
}
