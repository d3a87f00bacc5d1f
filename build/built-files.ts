import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The files of a built folder that are text (what a search for a string there reads). */
export const TEXT_FILES = /\.(html|js|mjs|css|json|txt|svg|map)$/;

/** Every file under the built folder `dir`, relative to it with `/` separators, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
