import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { COMPRESSION } from './settings.ts';

import type { Plugin } from 'vite';

/** Hashed assets worth compressing, from the size the servers compress at (site.conf). */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/;
export const PRECOMPRESS_MIN_BYTES = COMPRESSION.minBytes;

export type Encoding = 'br' | 'gzip';

/** The copies written beside an asset, by encoding: the names nginx's `*_static` look for. */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** An asset compressed as tightly as each encoding goes: brotli at 11, gzip at 9. */
export function precompress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each hashed asset the build writes: nginx sends them
 * as they are (`brotli_static`, `gzip_static`), and so does the mock's server. Brotli at its
 * tightest takes about 1.4 s for the shell, too slow per response, and sends a tenth fewer bytes
 * than the level 5 nginx compresses at on the fly. index.html is compressed per response: each
 * carries its own nonce.
 */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'trading:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      // An absolute outDir (a build of its own in /tmp) is taken as it is.
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = join(outDir, fileName);
        const body = readFileSync(file);
        if (body.length < PRECOMPRESS_MIN_BYTES) continue;
        for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX) as [
          Encoding,
          string,
        ][])
          writeFileSync(`${file}${suffix}`, precompress(body, encoding));
      }
    },
  };
}
