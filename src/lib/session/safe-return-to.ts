import { isLoginPath } from './login-path';

const MAX_DECODE_ROUNDS = 3;
/**
 * The longest return address followed. Real deep links are far shorter; a longer one is junk or an
 * attack (and past what servers accept in a request line, e.g. nginx's 8 kB, a reload would fail).
 */
export const MAX_RETURN_LENGTH = 2048;

/**
 * Control characters (the URL parser drops tabs and newlines, so `java\tscript:` would pass a
 * naive check) and backslashes (browsers read `/\evil` as `//evil`).
 */
function hasUnsafeCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}
function decodeRepeatedly(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function isSameOriginAbsolute(text: string, origin: string): boolean {
  const lower = text.toLowerCase();
  const base = origin.toLowerCase();
  if (!lower.startsWith(base)) return false;
  const next = lower.charAt(base.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/**
 * The address to return to after login: the path, query and hash of `reject` when it is a
 * same-origin address (an absolute URL of this origin, or a path starting with one `/`) of at most
 * `MAX_RETURN_LENGTH` characters, else '/'. The login page itself also gives '/'.
 */
export function safeReturnTo(
  reject: string | null | undefined,
  origin: string = window.location.origin,
): string {
  const text = reject?.trim();
  if (!text || text.length > MAX_RETURN_LENGTH || hasUnsafeCharacter(text)) return '/';
  const isPath = text.startsWith('/') && !text.startsWith('//');
  if (!isPath && !isSameOriginAbsolute(text, origin)) return '/';
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  // Encoded slashes or backslashes that a later decoding step could turn into `//host`.
  const decodedPath = decodeRepeatedly(url.pathname);
  if (
    decodedPath === undefined ||
    /^[/\\]{2}/.test(decodedPath) ||
    hasUnsafeCharacter(decodedPath)
  ) {
    return '/';
  }
  if (isLoginPath(decodedPath)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
