import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

import { API_PREFIX } from '@/contract/http';

import { PRECOMPRESSED_SUFFIX } from '../build/precompress';
import { CACHE_CONTROL, NONCE_PLACEHOLDER, securityHeaders } from '../build/settings';
import { COMPRESS_MIN_BYTES, compressed, encodingFor, type Encoding } from './http-compression';

import type { NextFunction, Request, RequestHandler, Response } from 'express';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/** The copies the build compressed beside a file (`<file>.br`, `<file>.gz`), as nginx finds them. */
function precompressedCopies(file: string): Partial<Record<Encoding, Buffer>> {
  const copies: Partial<Record<Encoding, Buffer>> = {};
  for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX) as [Encoding, string][]) {
    try {
      copies[encoding] = readFileSync(`${file}${suffix}`);
    } catch {
      // None: this encoding is made on its first use.
    }
  }
  return copies;
}

/** Where the build puts its hashed files: never a client route, never an answer of the back end. */
const ASSETS = '/assets/';

/** A path of the build's hashed files. */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith(ASSETS);
}

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  compressible: boolean;
  /** The body compressed: the build's copy beside the file, else made on its first use. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Serves a built SPA: files as they are (brotli or gzip when the client accepts it, as the
 * deployment compresses: the build's compressed copy when there is one), /assets/* with a long cache and a real 404 when missing, and index.html
 * for every other GET that accepts text/html so client routes such as /business/foreignTrade/2
 * load; index.html and version.json are revalidated on every use (the Cache-Control values are
 * nginx's: build/settings.ts).
 * Paths under the API prefix are never answered with the page.
 *
 * Every file goes out with the production server's security headers (deploy/nginx), and
 * index.html with a fresh nonce in place of the build's placeholder, as nginx does: the end-to-end
 * tests run the app under the Content-Security-Policy it is deployed with.
 */
export function staticSite(dir: string): RequestHandler {
  const root = resolve(dir);
  const cache = new Map<string, CachedFile>();

  function load(file: string): CachedFile | undefined {
    try {
      const stats = statSync(file);
      if (!stats.isFile()) return undefined;
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === stats.mtimeMs) return cached;
      const body = readFileSync(file);
      const entry: CachedFile = {
        mtimeMs: stats.mtimeMs,
        body,
        compressible: COMPRESSIBLE.has(extname(file)) && body.length >= COMPRESS_MIN_BYTES,
        encoded: precompressedCopies(file),
      };
      cache.set(file, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  function send(
    request: Request,
    response: Response,
    file: string,
    entry: CachedFile,
    cacheControl: string,
  ) {
    const nonce = randomBytes(16).toString('hex');
    const encoding = entry.compressible ? encodingFor(request) : undefined;
    let plain = entry.body;
    let encoded: Buffer | undefined;
    if (extname(file) === '.html') {
      plain = Buffer.from(plain.toString('utf8').split(NONCE_PLACEHOLDER).join(nonce));
      encoded = encoding && compressed(plain, encoding);
    } else {
      encoded = encoding && (entry.encoded[encoding] ??= compressed(plain, encoding));
    }
    const body = encoded ?? plain;
    response.status(200);
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(securityHeaders(nonce))) {
      response.setHeader(name, value);
    }
    response.setHeader('Content-Length', String(body.length));
    if (encoding) response.setHeader('Content-Encoding', encoding);
    if (request.method === 'HEAD') response.end();
    else response.end(body);
  }

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      return next();
    }
    if (pathname.startsWith(`${API_PREFIX}/`)) return next();
    const file = normalize(join(root, pathname));
    const inside = file === root || file.startsWith(root + sep);
    const isAsset = isBuildAsset(pathname);
    const entry = inside && pathname !== '/' ? load(file) : undefined;
    const cacheControl = isAsset ? CACHE_CONTROL.asset : CACHE_CONTROL.page;
    if (entry) return send(request, response, file, entry, cacheControl);
    if (isAsset) return next();
    // Navigations ask for text/html; a bare client (curl) gets the page for extension-less paths.
    const accept = request.get('accept') ?? '*/*';
    const acceptsHtml =
      accept.includes('text/html') || (accept.includes('*/*') && !extname(pathname));
    const index = acceptsHtml ? load(join(root, 'index.html')) : undefined;
    if (!index) return next();
    return send(request, response, join(root, 'index.html'), index, CACHE_CONTROL.page);
  };
}
