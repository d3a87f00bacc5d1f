import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import compression from 'compression';

import { COMPRESSION } from '../build/settings';

import type { Encoding } from '../build/precompress';
import type { Request, RequestHandler } from 'express';

/**
 * The mock's HTTP server compresses as the deployment does (deploy/nginx: the build's compressed
 * copies of the assets, else gzip at level 6, brotli at level 5 where nginx has the module, answers
 * of 1 KB and more): a page measured here downloads what it downloads from the deployed site.
 */
const BROTLI_LEVEL = COMPRESSION.brotliLevel;
const GZIP_LEVEL = COMPRESSION.gzipLevel;
export const COMPRESS_MIN_BYTES = COMPRESSION.minBytes;

export type { Encoding } from '../build/precompress';

/** The API's answers, compressed per response (express's compression middleware). */
export function compressedAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESS_MIN_BYTES,
    level: GZIP_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL } },
  });
}

/** A file's body in `encoding`, for the static site, which keeps each encoding it has made. */
export function compressed(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** The encoding a static file goes out in: brotli when the client takes it, then gzip. */
export function encodingFor(request: Request): Encoding | undefined {
  const accepted = request.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}
