/**
 * Which nginx the deploy tests start: Debian's /usr/sbin/nginx, else the first `nginx` on PATH.
 * Shared by tests/deploy/start-nginx.ts, .ci/bench-http2.ts and scripts/check-tools.ts (the first
 * step of npm test).
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const DEBIAN_NGINX = '/usr/sbin/nginx';

export interface NginxSearch {
  pathVariable: string | undefined;
  isExecutable: (file: string) => boolean;
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The nginx binary, or the one-line reason there is none. */
export function findNginx(
  search: NginxSearch = { pathVariable: process.env.PATH, isExecutable: isExecutableFile },
): { path: string } | { problem: string } {
  const onPath = (search.pathVariable ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((folder) => path.join(folder, 'nginx'));
  const found = [DEBIAN_NGINX, ...onPath].find((file) => search.isExecutable(file));
  return found
    ? { path: found }
    : {
        problem: `nginx not found at ${DEBIAN_NGINX} or on PATH: the deploy tests need it (sudo apt-get install nginx; .ci/run installs it)`,
      };
}
