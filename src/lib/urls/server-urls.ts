import { env } from '@/config/env';

export interface ImageHosts {
  /** The object-storage base URL: uploaded files' keys are resolved against it. */
  ossBaseUrl: string;
  /** The site's own origin. */
  origin: string;
}

const defaultHosts = (): ImageHosts => ({
  ossBaseUrl: env.ossBaseUrl,
  origin: window.location.origin,
});

/** data: images that cannot run script when shown by <img> (an SVG there is inert too). */
const IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpe?g|webp|avif|svg\+xml)[;,]/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where an image reference from the server may be loaded from, or undefined when it may not:
 * - a key or a relative path (`licence/ab12.png`) is a file in the object storage: resolved against
 *   its base URL;
 * - a path on this site (`/mock-oss/ab12.png`) is kept;
 * - an absolute address (`https://…`, `//…`) only on the object-storage host or this site;
 * - a data: image is kept;
 * - anything else (another host, `javascript:`, `blob:`, broken text) is refused: the page shows
 *   a neutral placeholder and nothing is fetched.
 */
export function resolveImageUrl(
  reference: string | null | undefined,
  hosts: ImageHosts = defaultHosts(),
): string | undefined {
  const ref = reference?.trim() ?? '';
  if (!ref || /[\s\\]/.test(ref)) return undefined;
  if (IMAGE_DATA_URL.test(ref)) return ref;
  const site = new URL(`${hosts.origin}/`);
  const oss = new URL(hosts.ossBaseUrl.replace(/\/*$/, '/'), site);
  let url: URL;
  try {
    if (HAS_SCHEME.test(ref)) url = new URL(ref);
    // A path, or an address without a scheme (`//host/…`), is read as this page reads it.
    else if (ref.startsWith('/')) url = new URL(ref, site);
    else url = new URL(ref.replace(/^\.\//, ''), oss);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.origin !== site.origin && url.origin !== oss.origin) return undefined;
  if (url.username || url.password) return undefined;
  return url.origin === site.origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * A neutral picture for an image that may not be shown or failed to load: a light frame with a
 * picture sign, as an inline SVG (no request, allowed by the page's image policy).
 */
export const IMAGE_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#f0f2f5"/>' +
      '<path d="M20 32l8-10 6 7 4-5 6 8z" fill="#bfc4cc"/><circle cx="40" cy="18" r="3" fill="#bfc4cc"/></svg>',
  );
