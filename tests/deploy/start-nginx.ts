/**
 * Starts Debian's nginx in the foreground with the shipped configuration (deploy/nginx) for the
 * deploy tests:
 *   npx tsx tests/deploy/start-nginx.ts --dist dist
 * It copies the build to a folder of its own, writes a main configuration that keeps everything
 * (pid, logs, temporary files) under tests/deploy/server.ts's work folder, and includes the shipped
 * files with only the listen port, the root and the upstream's address replaced (and brotli.conf
 * when this nginx has the brotli module).
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { LOCAL_HOST, NGINX_CONFIG_DIR } from '../../build/settings';
import { findNginx } from '../tools/nginx';
import { brotliModulesOf, mimeTypesOf, renderMainConfig, renderSiteConfig } from './nginx-config';
import { deployServer } from './server';

function main(): void {
  const { values } = parseArgs({ options: { dist: { type: 'string' } }, strict: true });
  const dist = resolve(values.dist ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`--dist ${dist}: no index.html there (run npm run build first)`);
  }
  const nginx = findNginx();
  if ('problem' in nginx) throw new Error(nginx.problem);

  const { workDir, siteDir, port, apiPort } = deployServer;
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(join(workDir, 'temp'), { recursive: true });
  cpSync(dist, siteDir, { recursive: true });
  // The shipped files, under the name their includes use (relative to the main file's folder).
  symlinkSync(NGINX_CONFIG_DIR, join(workDir, 'trading-web'), 'dir');
  const site = readFileSync(join(NGINX_CONFIG_DIR, 'trading-web.conf'), 'utf8');
  writeFileSync(
    join(workDir, 'trading-web.conf'),
    renderSiteConfig(site, { port, upstream: `${LOCAL_HOST}:${apiPort}`, root: siteDir }),
  );
  writeFileSync(
    join(workDir, 'nginx.conf'),
    renderMainConfig({
      workDir,
      mimeTypes: mimeTypesOf(nginx.path),
      brotliModules: brotliModulesOf(nginx.path),
      runsAsRoot: process.getuid?.() === 0,
    }),
  );

  const child = spawn(
    nginx.path,
    ['-p', workDir, '-c', join(workDir, 'nginx.conf'), '-e', 'stderr'],
    {
      stdio: 'inherit',
    },
  );
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
