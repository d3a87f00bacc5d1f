import { readFile } from 'node:fs/promises';

import { setFileReader } from './files';

/** Node hosts read the mock's own files from disk. */
export function readFilesFromDisk(): void {
  setFileReader(async (url) => new Uint8Array(await readFile(url)));
}
