import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { BUILD_ID_META, VERSION_FILE } from '@/config/constants';

import { assetsNamingBuildId, buildIdMeta } from '../../../build/version-file';

const BUILD_ID = '0.1.0+abc1234.mxc0';

/** A built folder whose version.json names BUILD_ID and whose assets hold `files`. */
function builtFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'version-file-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, VERSION_FILE),
    JSON.stringify({ version: '0.1.0', buildId: BUILD_ID }),
  );
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'assets', name), text);
  }
  return dir;
}

describe('assetsNamingBuildId', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names every asset that holds the build id', () => {
    dir = builtFolder({
      'shell-a1b2.js': `const e={buildId:"${BUILD_ID}"};`,
      'page-c3d4.js': 'export const page=1;',
      'page-c3d4.css': '.page{color:red}',
    });
    expect(assetsNamingBuildId(dir)).toEqual(['assets/shell-a1b2.js']);
  });

  it('finds none when only index.html and version.json carry it', () => {
    dir = builtFolder({ 'shell-a1b2.js': 'const e={};' });
    writeFileSync(path.join(dir, 'index.html'), `<meta name="build-id" content="${BUILD_ID}">`);
    expect(assetsNamingBuildId(dir)).toEqual([]);
  });
});

describe('buildIdMeta', () => {
  it("puts the build id in index.html's head, where the app reads it", () => {
    const hook = buildIdMeta(BUILD_ID).transformIndexHtml as () => unknown;
    expect(hook()).toEqual([
      { tag: 'meta', attrs: { name: BUILD_ID_META, content: BUILD_ID }, injectTo: 'head' },
    ]);
  });
});
