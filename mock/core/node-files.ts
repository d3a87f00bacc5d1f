import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

import { setFileReader } from './files';

/**
 * Node hosts read the mock's own files from disk. Under Vite's browser transform (Vitest's jsdom
 * tests) a file's URL is the dev server's address of it, a path from the project root, which is
 * the working directory of every npm script.
 */
export function readFilesFromDisk(): void {
  const root = pathToFileURL(`${process.cwd()}/`);
  setFileReader(async (url) => {
    const file = url.protocol === 'file:' ? url : new URL(`.${url.pathname}`, root);
    return new Uint8Array(await readFile(file));
  });
}
