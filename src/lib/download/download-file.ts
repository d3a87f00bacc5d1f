import { request, type RequestOptions } from '@/lib/request';

/** How long a saved file's object URL stays valid: long enough for the browser to start saving. */
const OBJECT_URL_LIFETIME_MS = 60_000;

function follow(href: string, attributes: { download?: string; target?: string }): void {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  if (attributes.download) link.download = attributes.download;
  if (attributes.target) link.target = attributes.target;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Downloads a file the server named, saved as `fileName`. A file on this origin is fetched with
 * the call's token and time-out (so a refusal or a failure reaches the caller as an error, and a
 * service-worker mock can answer it); a file on another origin (an object-storage address) is
 * opened in a new tab instead: no token is sent there, and no cross-origin read is needed.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  options?: RequestOptions,
): Promise<void> {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) {
    follow(target.href, { target: '_blank' });
    return;
  }
  const file = await request.file(`${target.pathname}${target.search}`, options);
  const href = URL.createObjectURL(file);
  follow(href, { download: fileName });
  window.setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}
