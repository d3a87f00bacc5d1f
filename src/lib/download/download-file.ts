import { request, type RequestOptions } from '@/lib/request';
import { checkServerFileUrl } from '@/lib/urls/server-urls';

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
 * Downloads a file the server named, saved as `fileName`. Only an address on this site or the
 * object storage is used (`checkServerFileUrl`); any other rejects. A file on this origin is
 * fetched with the call's time-out (so a refusal or a failure reaches the caller as an error, and
 * a service-worker mock can answer it); a file on the storage's origin is opened in a new tab
 * instead: no cross-origin read is needed.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  options?: RequestOptions,
): Promise<void> {
  const checked = checkServerFileUrl(url);
  if (!checked.ok) throw new Error(`The file's address is not opened (${checked.refused})`);
  const target = new URL(checked.href, window.location.href);
  if (target.origin !== window.location.origin) {
    follow(target.href, { target: '_blank' });
    return;
  }
  const file = await request.file(`${target.pathname}${target.search}`, options);
  saveBlob(file, fileName);
}

/**
 * Saves a file the app made itself (a spreadsheet export) as `fileName`, through an object URL
 * that is revoked once the browser has had time to start saving.
 */
export function saveBlob(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  follow(href, { download: fileName });
  window.setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}
