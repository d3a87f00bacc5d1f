import { charCount } from '@/contract/common/text-length';
/**
 * An enterprise's web site (its own home page), shared by the profile form and the mock server.
 * Only what the app will also open as a link is stored: an absolute https address on a dotted host
 * (`https://www.example.com/about`), without a user name or password in it and without spaces or
 * backslashes, which browsers read in different ways.
 */
export const WEBSITE_MAX = 200;

export type WebsiteProblem =
  /** Longer than WEBSITE_MAX. */
  | 'tooLong'
  /** Another scheme: `http:`, `javascript:`, `ftp:`… */
  | 'notHttps'
  /** A user name or password before the host (`https://user:pw@host`). */
  | 'credentials'
  /** Not an absolute address, or a host without a dot (`https://localhost`). */
  | 'malformed';

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** What is wrong with a (trimmed) web site address, or undefined when it may be stored; '' clears it. */
export function websiteProblem(value: string): WebsiteProblem | undefined {
  if (value === '') return undefined;
  if (charCount(value) > WEBSITE_MAX) return 'tooLong';
  if (/[\s\\]/.test(value) || !HAS_SCHEME.test(value)) return 'malformed';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'malformed';
  }
  if (url.protocol !== 'https:') return 'notHttps';
  if (url.username || url.password) return 'credentials';
  const labels = url.hostname.split('.');
  return labels.length < 2 || labels.some((label) => label === '') ? 'malformed' : undefined;
}
