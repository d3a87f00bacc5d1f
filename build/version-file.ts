import { execSync } from 'node:child_process';

import { VERSION_FILE } from '../src/config/constants.ts';

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
