import { cspNonce } from '@/lib/csp/nonce';

/**
 * Style sheets that failed to load, each with the count of failures noted up to it. Vite's preload
 * helper inserts a chunk's sheets as `<link rel="stylesheet">` and remembers every href it tried, a
 * failed one included, so it never asks for that sheet again: a retried import would resolve
 * without it and show its part unstyled. A link's `error` event does not bubble; a listener on the
 * document's capture phase hears it.
 */
const failed = new Map<HTMLLinkElement, number>();
let noted = 0;

function noteFailedSheet(event: Event): void {
  const link = event.target;
  if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') {
    noted += 1;
    failed.set(link, noted);
  }
}

if (typeof document !== 'undefined') document.addEventListener('error', noteFailedSheet, true);

/** A fresh link for the same sheet in place of the failed one; settles as Vite's own does. */
function insertAgain(link: HTMLLinkElement): Promise<void> {
  // As Vite inserts it: fetched in CORS mode, with the nonce the Content-Security-Policy admits.
  const next = document.createElement('link');
  next.rel = 'stylesheet';
  next.crossOrigin = '';
  const nonce = cspNonce();
  if (nonce) next.setAttribute('nonce', nonce);
  next.href = link.href;
  const settled = new Promise<void>((resolve, reject) => {
    next.addEventListener('load', () => resolve(), { once: true });
    next.addEventListener(
      'error',
      () => reject(new Error(`Unable to preload CSS for ${next.href}`)),
      { once: true },
    );
  });
  link.remove();
  document.head.append(next);
  return settled;
}

/**
 * The attempts of one chunk's load: each but the first asks again for the style sheets that failed
 * since the previous one began (its own, not other chunks', which could be gone for good), and
 * starts the import once they have loaded; with none, at once and in the same task. A sheet that
 * fails again rejects the attempt as Vite does ("Unable to preload CSS for …"), and the next
 * attempt asks for it again.
 */
export function styleSheetRetries(): <T>(load: () => Promise<T>) => Promise<T> {
  let since: number | undefined;
  return (load) => {
    const previous = since;
    since = noted;
    if (previous === undefined) return load();
    const links = [...failed].filter(([, at]) => at > previous).map(([link]) => link);
    if (links.length === 0) return load();
    for (const link of links) failed.delete(link);
    return Promise.all(links.map(insertAgain)).then(load);
  };
}
