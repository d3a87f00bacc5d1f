import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { areaOfFile } from '../src/lib/i18n/areas.ts';

import type { AppLocale } from '../src/config/constants.ts';
import type { MessageId } from '../src/locales/message-id.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The catalogue files of a locale, as paths from the project's root (`src/…/texts/zh-CN.ts`). */
export function textFiles(locale: AppLocale): string[] {
  const src = join(ROOT, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => relative(ROOT, join(src, file)).split('\\').join('/'))
    .filter((file) => new RegExp(`/texts/(?:[\\w-]+/)?${locale}\\.ts$`).test(file))
    .sort();
}

/**
 * One catalogue file's messages, read without a TypeScript loader (the build's scripts and the
 * end-to-end tests run in plain Node): an area file is one object literal of strings, typed, and
 * `export default` of it (build/precompile-messages.ts refuses anything else).
 */
export function readTextFile(file: string): Record<string, string> {
  const source = readFileSync(join(ROOT, file), 'utf8')
    .replace(/^import type [^;]+;$/gm, '')
    .replace(/^declare global \{[\s\S]*$/m, '')
    .replace(/^(const \w+)(?::[^=]+)? = \{/m, '$1 = {')
    .replace(/\}\s+as const;/, '};')
    .replace(/^export default (\w+);$/m, 'return $1;');
  const messages: unknown = new Function(source)();
  if (!messages || typeof messages !== 'object') throw new Error(`${file}: no messages`);
  return messages as Record<string, string>;
}

/** Every message of a locale, from all its areas. */
export function readTexts(locale: AppLocale): Record<MessageId, string> {
  return Object.assign({}, ...textFiles(locale).map(readTextFile)) as Record<MessageId, string>;
}

/** The areas of a locale by name, each with its file. */
export function areaFiles(locale: AppLocale): Map<string, string> {
  return new Map(textFiles(locale).map((file) => [areaOfFile(file), file]));
}
