import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import {
  PRECOMPRESS_MIN_BYTES,
  precompress,
  precompressedAssets,
} from '../../../build/precompress';

import type { ResolvedConfig, Rolldown } from 'vite';

type Hook = (this: unknown, ...args: unknown[]) => void;

/** Runs one of the plugin's hooks as the bundler would. */
function call(hook: unknown, ...args: unknown[]): void {
  const run = (typeof hook === 'function' ? hook : (hook as { handler: unknown }).handler) as Hook;
  run.call({}, ...args);
}

describe('the compressed copies of the build', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy beside each asset of 1 KB or more, and nothing else', () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    const script = `export const text = ${JSON.stringify('freight '.repeat(400))};`;
    const files: Record<string, string> = {
      'index.html': '<!doctype html>'.padEnd(PRECOMPRESS_MIN_BYTES * 2, ' '),
      'assets/shell-a1.js': script,
      'assets/page-b2.css': `.page{color:red}${' '.repeat(PRECOMPRESS_MIN_BYTES)}`,
      'assets/tiny-c3.js': 'export {};',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'dist', name), text);

    const plugin = precompressedAssets();
    call(plugin.configResolved, { root, build: { outDir: 'dist' } } as ResolvedConfig);
    call(
      plugin.writeBundle,
      {},
      Object.fromEntries(Object.keys(files).map((name) => [name, {}])) as Rolldown.OutputBundle,
    );

    expect(readdirSync(join(root, 'dist', 'assets')).sort()).toEqual([
      'page-b2.css',
      'page-b2.css.br',
      'page-b2.css.gz',
      'shell-a1.js',
      'shell-a1.js.br',
      'shell-a1.js.gz',
      'tiny-c3.js',
    ]);
    const copy = (suffix: string) =>
      readFileSync(join(root, 'dist', 'assets', `shell-a1.js${suffix}`));
    expect(brotliDecompressSync(copy('.br')).toString()).toBe(script);
    expect(gunzipSync(copy('.gz')).toString()).toBe(script);
  });

  it('compresses more tightly than the servers do per response', () => {
    const body = Buffer.from(
      readFileSync(new URL(import.meta.url))
        .toString()
        .repeat(20),
    );
    expect(precompress(body, 'br').length).toBeLessThan(precompress(body, 'gzip').length);
    expect(brotliDecompressSync(precompress(body, 'br')).equals(body)).toBe(true);
  });
});
