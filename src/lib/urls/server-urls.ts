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

/** Why an address the server sent is not loaded, opened or followed. */
export type RefusedUrl =
  /** Empty, broken, or with spaces or backslashes that browsers read in different ways. */
  | 'malformed'
  /** Not https (or http to this site): `javascript:`, `data:`, `blob:`, `ftp:`… */
  | 'scheme'
  /** On a host that is neither this site nor the object storage. */
  | 'host'
  /** With a user name or password in it, which would hide the real host from the reader. */
  | 'credentials';

export type UrlCheck = { ok: true; href: string } | { ok: false; refused: RefusedUrl };

const refuse = (refused: RefusedUrl): UrlCheck => ({ ok: false, refused });

/** data: images that cannot run script when shown by <img> (an SVG there is inert too). */
const IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpe?g|webp|avif|svg\+xml)[;,]/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where a file the server named (an image, an attachment, an invoice PDF) may be loaded or opened
 * from:
 * - a key or a relative path (`licence/ab12.png`) is a file in the object storage: resolved against
 *   its base URL;
 * - a path on this site (`/mock-oss/ab12.png`) is kept;
 * - an absolute address (`https://…`, `//…`) only on the object-storage host or this site, over
 *   the scheme they use;
 * - a data: image only where `dataImages` allows it (an <img>);
 * - anything else (another host, `javascript:`, `blob:`, broken text) is refused, with the reason.
 */
export function checkServerFileUrl(
  reference: string | null | undefined,
  { dataImages = false, hosts = defaultHosts() }: { dataImages?: boolean; hosts?: ImageHosts } = {},
): UrlCheck {
  const ref = reference?.trim() ?? '';
  if (!ref || /[\s\\]/.test(ref)) return refuse('malformed');
  if (IMAGE_DATA_URL.test(ref)) return dataImages ? { ok: true, href: ref } : refuse('scheme');
  const site = new URL(`${hosts.origin}/`);
  const oss = new URL(hosts.ossBaseUrl.replace(/\/*$/, '/'), site);
  let url: URL;
  try {
    if (HAS_SCHEME.test(ref)) url = new URL(ref);
    // A path, or an address without a scheme (`//host/…`), is read as this page reads it.
    else if (ref.startsWith('/')) url = new URL(ref, site);
    else url = new URL(ref.replace(/^\.\//, ''), oss);
  } catch {
    return refuse('malformed');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('scheme');
  if (url.origin !== site.origin && url.origin !== oss.origin) return refuse('host');
  if (url.username || url.password) return refuse('credentials');
  return { ok: true, href: url.origin === site.origin ? `${url.pathname}${url.search}` : url.href };
}

/**
 * Where an image reference from the server may be loaded from (see `checkServerFileUrl`; data:
 * images are kept), or undefined when it may not: the page then shows a neutral placeholder and
 * nothing is fetched.
 */
export function resolveImageUrl(
  reference: string | null | undefined,
  hosts: ImageHosts = defaultHosts(),
): string | undefined {
  const checked = checkServerFileUrl(reference, { dataImages: true, hosts });
  return checked.ok ? checked.href : undefined;
}

/**
 * A web site a member gave (its enterprise's home page): any host, but only over https and
 * without credentials in the address.
 */
export function checkExternalUrl(reference: string | null | undefined): UrlCheck {
  const ref = reference?.trim() ?? '';
  if (!ref || /[\s\\]/.test(ref) || !HAS_SCHEME.test(ref)) return refuse('malformed');
  let url: URL;
  try {
    url = new URL(ref);
  } catch {
    return refuse('malformed');
  }
  if (url.protocol !== 'https:') return refuse('scheme');
  if (url.username || url.password) return refuse('credentials');
  // A public site has a dotted name; `localhost` or an intranet name is no enterprise's site.
  if (!url.hostname.includes('.')) return refuse('malformed');
  return { ok: true, href: url.href };
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
