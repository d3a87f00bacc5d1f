import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { BUILD_ID_META, VERSION_FILE } from '../src/config/constants.ts';
import { filesUnder, TEXT_FILES } from './built-files.ts';

import type { Plugin } from 'vite';

function gitRevision(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

/**
 * The build's identity: shown on /test and compared with /version.json after a chunk fails to load.
 * The time makes two builds of one commit differ, so a redeploy of it is seen as a new build.
 */
export function makeBuildId(version: string): string {
  return `${version}+${gitRevision()}.${Date.now().toString(36)}`;
}

/** Emits /version.json so a running page can tell that a newer build was deployed. */
export function versionFile(version: string, buildId: string): Plugin {
  return {
    name: 'trading:version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: VERSION_FILE,
        source: JSON.stringify({ version, buildId }),
      });
    },
  };
}

/**
 * Writes the build id into index.html, where the app reads it (src/config/env.ts), and not into
 * the code: the shell would change with every build, and every chunk that imports it by its hashed
 * name with it, so even a redeploy of the same code would make a returning visitor download and
 * compile every file again.
 */
export function buildIdMeta(buildId: string): Plugin {
  return {
    name: 'trading:build-id-meta',
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: BUILD_ID_META, content: buildId }, injectTo: 'head' }];
    },
  };
}

/**
 * The files of a built folder's assets/ that hold its build id (version.json's): none may, or the
 * file's name would change at every build though its code did not (see `buildIdMeta`).
 */
export function assetsNamingBuildId(dir: string): string[] {
  const { buildId } = JSON.parse(readFileSync(path.join(dir, VERSION_FILE), 'utf8')) as {
    buildId: string;
  };
  return filesUnder(dir)
    .filter((file) => file.startsWith('assets/') && TEXT_FILES.test(file))
    .filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(buildId));
}
