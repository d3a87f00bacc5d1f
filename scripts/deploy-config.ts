/**
 * What the production server configuration (deploy/nginx) says, read from its files so that the
 * build (the nonce placeholder), the mock's static server (the same headers) and the tests follow
 * what nginx does instead of a copy of it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export const SECURITY_HEADERS = parseSecurityHeaders(readConfig('security-headers.conf'));
export const NONCE_PLACEHOLDER = parseNoncePlaceholder(readConfig('site.conf'));
export const BODY_LIMIT_BYTES = parseBodyLimit(readConfig('site.conf'));

/** The security headers of one response whose nonce is `nonce`. */
export function securityHeaders(nonce: string): Record<string, string> {
  return Object.fromEntries(
    SECURITY_HEADERS.map(({ name, value }) => [name, value.split(NONCE_VARIABLE).join(nonce)]),
  );
}
