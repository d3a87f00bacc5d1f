import { readFileSync } from 'node:fs';

import { loadEnv } from 'vite';

import { UPLOAD_MAX_BYTES } from '@/contract/upload/limits';

import {
  BODY_LIMIT_BYTES,
  parseNoncePlaceholder,
  parseSecurityHeaders,
  SECURITY_HEADERS,
  securityHeaders,
} from '../../../scripts/deploy-config';
import { findNginx } from '../../../scripts/nginx';
import { renderMainConfig, renderSiteConfig } from '../../deploy/nginx-config';

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

describe('renderSiteConfig (the deploy tests run the shipped site file)', () => {
  const shipped = readFileSync('deploy/nginx/trading-web.conf', 'utf8');

  it('changes only the port, the build folder and the back end', () => {
    const rendered = renderSiteConfig(shipped, {
      port: 4999,
      upstream: '127.0.0.1:5000',
      root: '/tmp/site',
    });
    const changed = rendered
      .split('\n')
      .filter((line, index) => line !== shipped.split('\n')[index]);
    expect(changed).toEqual([
      '    server 127.0.0.1:5000;',
      '    listen 127.0.0.1:4999;',
      '    root /tmp/site;',
    ]);
  });

  it('refuses a site file without one of those lines', () => {
    const values = { port: 1, upstream: 'a:1', root: '/r' };
    expect(() => renderSiteConfig(shipped.replace(/listen 80;/, ''), values)).toThrow(/listen/);
  });
});

describe('renderMainConfig', () => {
  const values = { workDir: '/tmp/w', mimeTypes: '/etc/nginx/mime.types', runsAsRoot: false };

  it('turns brotli on only for an nginx that has the modules', () => {
    const modules = ['filter', 'static'].map(
      (kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`,
    );
    const withBrotli = renderMainConfig({ ...values, brotliModules: modules });
    expect(withBrotli.startsWith(`load_module ${modules[0]};\nload_module ${modules[1]};\n`)).toBe(
      true,
    );
    expect(withBrotli).toContain('include trading-web/brotli.conf;');
    expect(renderMainConfig({ ...values, brotliModules: undefined })).not.toMatch(/brotli/);
  });

  it('keeps pid, logs and temporary files in its own folder, in the foreground', () => {
    const main = renderMainConfig({ ...values, brotliModules: undefined });
    expect(main).toContain('daemon off;');
    expect(main).toContain('pid /tmp/w/nginx.pid;');
    expect(main).toContain('client_body_temp_path /tmp/w/temp/body;');
    expect(main).not.toContain('user ');
  });
});

describe('findNginx', () => {
  const machine = (files: string[], pathVariable = '/usr/local/bin:/usr/bin') => ({
    pathVariable,
    isExecutable: (file: string) => files.includes(file),
  });

  it("takes Debian's nginx first, then the one on PATH", () => {
    expect(findNginx(machine(['/usr/sbin/nginx', '/usr/bin/nginx']))).toEqual({
      path: '/usr/sbin/nginx',
    });
    expect(findNginx(machine(['/usr/bin/nginx']))).toEqual({ path: '/usr/bin/nginx' });
  });

  it('says in one line how to install it when there is none', () => {
    const found = findNginx(machine([]));
    expect(found).toEqual({
      problem: expect.stringMatching(/^nginx not found.*apt-get install nginx/),
    });
    expect('problem' in found && found.problem).not.toContain('\n');
  });
});
