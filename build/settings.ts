/**
 * The settings every server of the app shares, written once: the build (vite.config.ts: ports, the
 * nonce placeholder, the back end's address), the mock's HTTP server (the deployment's headers,
 * caching and compression), the end-to-end and deploy tests, and the bench read them from here.
 * What the production server does is read from its own files (deploy/nginx), which nginx reads as
 * they are: the others follow nginx instead of a copy of it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every local server listens on loopback only: nothing of a test run is reachable from outside. */
export const LOCAL_HOST = '127.0.0.1';

/**
 * The local servers' ports, one each: a test run must never talk to a preview (which has no mock
 * back end) or to a developer's own server by mistake.
 */
export const PORTS = {
  /** `npm start`: Vite's dev server with the mock in a service worker. */
  dev: 5173,
  /** `npm run preview`: Vite's preview of dist/, API proxied to a real back end. */
  preview: 4173,
  /** `npm run serve` and `npm run mock:server`: dist/ with the mock back end over HTTP. */
  serve: 4174,
  /** The end-to-end tests' own server (`E2E_PORT` overrides it). */
  e2e: 4175,
  /** The deploy tests' nginx (`DEPLOY_PORT` overrides it); their mock back end takes the next port. */
  deploy: 4176,
} as const;

/** deploy/nginx: the files an operator installs and the deploy tests run. */
// Joined as a path: in a browser-like test environment the bundler rewrites `new URL(…, import.meta.url)`.
export const NGINX_CONFIG_DIR = join(dirname(fileURLToPath(import.meta.url)), '../deploy/nginx');

/** nginx's per-request id: 32 hex digits, the nonce of each response's Content-Security-Policy. */
const NONCE_VARIABLE = '$request_id';

function readConfig(file: string): string {
  return readFileSync(join(NGINX_CONFIG_DIR, file), 'utf8');
}

/** The lines of a config file that are not comments or blank. */
function directives(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export interface SecurityHeader {
  name: string;
  /** With `$request_id` where the response's nonce goes. */
  value: string;
}

/**
 * The headers of security-headers.conf: each line is `add_header <Name> "<value>" always;`, and the
 * only variable a value may hold is `$request_id`.
 */
export function parseSecurityHeaders(text: string): SecurityHeader[] {
  return directives(text).map((line) => {
    const match = /^add_header\s+([A-Za-z-]+)\s+"([^"]*)"\s+always;$/.exec(line);
    if (!match?.[1] || match[2] === undefined) {
      throw new Error(
        `security-headers.conf: expected add_header <Name> "<value>" always; got ${line}`,
      );
    }
    const rest = match[2].split(NONCE_VARIABLE).join('');
    if (rest.includes('$')) throw new Error(`security-headers.conf: unknown variable in ${line}`);
    return { name: match[1], value: match[2] };
  });
}

/** The placeholder that site.conf replaces with the nonce in index.html (`sub_filter`). */
export function parseNoncePlaceholder(text: string): string {
  const matches = [...text.matchAll(/^\s*sub_filter\s+"([^"]+)"\s+"\$request_id";/gm)];
  const placeholder = matches[0]?.[1];
  if (matches.length !== 1 || !placeholder) {
    throw new Error('site.conf: expected one sub_filter "<placeholder>" "$request_id";');
  }
  return placeholder;
}

/** `client_max_body_size` of site.conf, in bytes. */
export function parseBodyLimit(text: string): number {
  const match = /^\s*client_max_body_size\s+(\d+)([kKmM]?);/m.exec(text);
  if (!match?.[1]) throw new Error('site.conf: no client_max_body_size');
  const unit = { '': 1, k: 1024, m: 1024 * 1024 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

/** The one number a directive of a file of deploy/nginx holds (`gzip_comp_level 6;` → 6). */
function numberDirective(file: string, name: string): number {
  const values = [...readConfig(file).matchAll(new RegExp(`^\\s*${name}\\s+(\\d+);`, 'gm'))];
  const value = values[0]?.[1];
  if (values.length !== 1 || !value) throw new Error(`${file}: expected one ${name} <number>;`);
  return Number(value);
}

/** host:port of the back end in trading-web.conf's upstream. */
export function parseBackEnd(text: string): string {
  const match = /^\s*upstream\s+trading_api\s*\{\s*server\s+([^;\s]+);/m.exec(text);
  if (!match?.[1]) throw new Error('trading-web.conf: expected upstream trading_api { server …; }');
  return match[1];
}

/**
 * The Cache-Control values: a hashed asset's when it was found (maps.conf, status 200), and the one
 * value every other answer of site.conf sends (the page, version.json, a client route).
 */
export function parseCacheControl(maps: string, site: string) {
  const asset = /^\s*200\s+"([^"]+)";/m.exec(maps)?.[1];
  if (!asset) throw new Error('maps.conf: expected 200 "<Cache-Control>"; in $trading_asset_cache');
  const others = new Set(
    [...site.matchAll(/^\s*add_header\s+Cache-Control\s+"([^"]+)"\s+always;/gm)].map(
      (match) => match[1],
    ),
  );
  const [page, ...rest] = others;
  if (!page || rest.length > 0) {
    throw new Error("site.conf: expected one literal Cache-Control value besides the assets'");
  }
  return { asset, page };
}

export const SECURITY_HEADERS = parseSecurityHeaders(readConfig('security-headers.conf'));
export const NONCE_PLACEHOLDER = parseNoncePlaceholder(readConfig('site.conf'));
export const BODY_LIMIT_BYTES = parseBodyLimit(readConfig('site.conf'));
export const CACHE_CONTROL = parseCacheControl(readConfig('maps.conf'), readConfig('site.conf'));
/** The back end the shipped configuration proxies to; `npm start` without the mock does too. */
export const BACK_END = parseBackEnd(readConfig('trading-web.conf'));

/**
 * How answers are compressed per response (site.conf, brotli.conf): from this size, at these
 * levels. The build compresses its assets beforehand, as tightly as each encoding goes
 * (build/precompress.ts), from the same size.
 */
export const COMPRESSION = {
  minBytes: numberDirective('site.conf', 'gzip_min_length'),
  gzipLevel: numberDirective('site.conf', 'gzip_comp_level'),
  brotliLevel: numberDirective('brotli.conf', 'brotli_comp_level'),
};

/** The security headers of one response whose nonce is `nonce`. */
export function securityHeaders(nonce: string): Record<string, string> {
  return Object.fromEntries(
    SECURITY_HEADERS.map(({ name, value }) => [name, value.split(NONCE_VARIABLE).join(nonce)]),
  );
}
