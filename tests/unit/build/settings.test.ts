import { readFileSync } from 'node:fs';

import { loadEnv } from 'vite';

import { UPLOAD_MAX_BYTES } from '@/contract/upload/limits';

import {
  BACK_END,
  BODY_LIMIT_BYTES,
  CACHE_CONTROL,
  COMPRESSION,
  parseCacheControl,
  parseNoncePlaceholder,
  parseSecurityHeaders,
  SECURITY_HEADERS,
  securityHeaders,
} from '../../../build/settings';

const policy = (nonce = 'abc') => securityHeaders(nonce)['Content-Security-Policy'] ?? '';

/** The policy's directives by name: `{ 'img-src': ["'self'", 'data:'] }`. */
function directives(text: string): Record<string, string[]> {
  return Object.fromEntries(
    text.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the shipped security headers (deploy/nginx/security-headers.conf)', () => {
  it('run scripts and styles only from this origin or with the response nonce', () => {
    const csp = directives(policy('n0nce'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(csp['style-src']).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(policy()).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('allow images from the object storage the production build uses, and no other host', () => {
    const oss = loadEnv('production', process.cwd(), '').VITE_OSS_BASE_URL ?? '';
    expect(directives(policy())['img-src']).toEqual(["'self'", 'data:', new URL(oss).origin]);
  });

  it('send the other headers on every response', () => {
    expect(SECURITY_HEADERS.map((header) => header.name)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(securityHeaders('x')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('are refused when a line is not an add_header or uses another variable', () => {
    expect(() => parseSecurityHeaders('add_header X-A "b";')).toThrow(/expected add_header/);
    expect(() => parseSecurityHeaders('add_header X-A "$host" always;')).toThrow(
      /unknown variable/,
    );
  });
});

describe('the shipped site configuration (deploy/nginx/site.conf)', () => {
  const site = readFileSync('deploy/nginx/site.conf', 'utf8');

  it('lets an image of the largest size the app uploads through, with room for the form', () => {
    expect(BODY_LIMIT_BYTES).toBeGreaterThanOrEqual(UPLOAD_MAX_BYTES + 64 * 1024);
  });

  it('replaces the placeholder Vite writes with the nonce of the response', () => {
    expect(parseNoncePlaceholder(site)).toMatch(/^\w+$/);
    expect(() => parseNoncePlaceholder('sub_filter "a" "b";')).toThrow(/one sub_filter/);
  });
});

describe('what the other servers copy from deploy/nginx', () => {
  it('caches a hashed asset for a year and revalidates everything else', () => {
    expect(CACHE_CONTROL).toEqual({
      asset: 'public, max-age=31536000, immutable',
      page: 'no-cache',
    });
  });

  it('refuses a site file that sends two different Cache-Control values', () => {
    const maps = '200 "public";';
    const site =
      'add_header Cache-Control "no-cache" always;\nadd_header Cache-Control "no-store" always;';
    expect(() => parseCacheControl(maps, site)).toThrow(/one literal Cache-Control/);
  });

  it('compresses from 1 KB, gzip at 6 and brotli at 5, the same size for both encodings', () => {
    expect(COMPRESSION).toEqual({ minBytes: 1024, gzipLevel: 6, brotliLevel: 5 });
    const brotli = readFileSync('deploy/nginx/brotli.conf', 'utf8');
    expect(brotli).toContain(`brotli_min_length ${COMPRESSION.minBytes};`);
  });

  it('proxies the API to the back end that the development proxy also defaults to', () => {
    expect(BACK_END).toBe('127.0.0.1:8080');
  });
});
