import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { LOCAL_HOST } from '../../build/settings';

/** One exact line of the shipped site file, replaced; anything but one match is an error. */
function replaceLine(text: string, pattern: RegExp, line: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm')) ?? [];
  if (matches.length !== 1) {
    throw new Error(`deploy/nginx/trading-web.conf: expected one line like ${pattern.source}`);
  }
  return text.replace(new RegExp(pattern.source, 'm'), line);
}

export interface SiteValues {
  port: number;
  /** host:port of the back end. */
  upstream: string;
  /** The folder of the build. */
  root: string;
}

/**
 * The shipped site file (deploy/nginx/trading-web.conf) with the three values an operator sets
 * replaced: listen port (on loopback), build folder, back-end address. Nothing else changes.
 */
export function renderSiteConfig(text: string, values: SiteValues): string {
  let site = replaceLine(text, /^(\s*)listen\s+\d+;$/, `    listen ${LOCAL_HOST}:${values.port};`);
  site = replaceLine(site, /^(\s*)root\s+\S+;$/, `    root ${values.root};`);
  site = replaceLine(site, /^(\s*)server\s+[^\s{;]+;$/, `    server ${values.upstream};`);
  return site;
}

export interface MainValues {
  workDir: string;
  mimeTypes: string;
  /** The brotli modules (filter, static), when this nginx has both: then brotli.conf is on. */
  brotliModules: readonly string[] | undefined;
  /** nginx started by root switches its workers to `user`; the files here are root's. */
  runsAsRoot: boolean;
}

/**
 * A main configuration for an unprivileged, foreground nginx that keeps its pid, logs and
 * temporary files in `workDir` and includes the rendered site file (as Debian's nginx.conf
 * includes sites-enabled/*).
 */
export function renderMainConfig({
  workDir,
  mimeTypes,
  brotliModules,
  runsAsRoot,
}: MainValues): string {
  const temp = (name: string) => join(workDir, 'temp', name);
  return [
    ...(brotliModules ?? []).map((module) => `load_module ${module};`),
    'daemon off;',
    'worker_processes 1;',
    ...(runsAsRoot ? ['user root;'] : []),
    `pid ${join(workDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    `    access_log ${join(workDir, 'access.log')};`,
    '    sendfile on;',
    `    client_body_temp_path ${temp('body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    ...(brotliModules ? ['    include trading-web/brotli.conf;'] : []),
    `    include ${join(workDir, 'trading-web.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** What `nginx -V` says it was built with (it prints to stderr). */
function buildOptions(nginx: string): string {
  const { stdout, stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  return `${stdout}${stderr}`;
}

/** The mime.types beside the configuration this nginx was built for (--conf-path). */
export function mimeTypesOf(nginx: string): string {
  const confPath = /--conf-path=(\S+)/.exec(buildOptions(nginx))?.[1] ?? '/etc/nginx/nginx.conf';
  const file = join(dirname(confPath), 'mime.types');
  if (!existsSync(file)) throw new Error(`${file} is missing: reinstall nginx`);
  return file;
}

/**
 * The brotli filter and static modules in this nginx's module folder (--modules-path), if both are
 * installed (Debian: libnginx-mod-http-brotli-filter and -static, which .ci/run installs).
 */
export function brotliModulesOf(nginx: string): readonly string[] | undefined {
  const modules = /--modules-path=(\S+)/.exec(buildOptions(nginx))?.[1] ?? '/usr/lib/nginx/modules';
  const files = ['filter', 'static'].map((kind) =>
    join(modules, `ngx_http_brotli_${kind}_module.so`),
  );
  return files.every((file) => existsSync(file)) ? files : undefined;
}
