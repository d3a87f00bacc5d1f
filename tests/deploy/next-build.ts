import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { VERSION_FILE } from '../../src/config/constants';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Deploys a newer build of the same app over the one in `siteDir`, as a release does: every hashed
 * file under a new name (each file's references to the others follow) and a new build id in the
 * code and in version.json; the new files are written first, then the page and version.json, and
 * the old files are removed. Returns the new build's id.
 */
export function deployNextBuild(siteDir: string): string {
  const versionFile = join(siteDir, VERSION_FILE);
  const { buildId } = JSON.parse(readFileSync(versionFile, 'utf8')) as { buildId: string };
  const nextId = `${buildId}.next`;
  const assets = readdirSync(join(siteDir, 'assets'));
  const renamed = new Map(assets.map((name) => [name, name.replace(/(\.\w+)$/, '.next$1')]));
  renamed.set(buildId, nextId);
  // Longest first, so that no name is replaced inside a longer one.
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(names.map(escape).join('|'), 'g');
  const rewrite = (file: string) =>
    readFileSync(file, 'utf8').replace(pattern, (name) => renamed.get(name) ?? name);

  for (const name of assets) {
    const file = join(siteDir, 'assets', name);
    const target = join(siteDir, 'assets', renamed.get(name) ?? name);
    writeFileSync(target, /\.(js|css)$/.test(name) ? rewrite(file) : readFileSync(file));
  }
  writeFileSync(join(siteDir, 'index.html'), rewrite(join(siteDir, 'index.html')));
  writeFileSync(versionFile, rewrite(versionFile));
  for (const name of assets) rmSync(join(siteDir, 'assets', name));
  return nextId;
}
