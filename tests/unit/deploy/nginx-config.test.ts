import { readFileSync } from 'node:fs';

import { renderMainConfig, renderSiteConfig } from '../../deploy/nginx-config';

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
