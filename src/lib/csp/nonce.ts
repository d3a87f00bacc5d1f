/** Where the build puts the page's style nonce (Vite's `html.cspNonce`). */
const NONCE_META = 'meta[property="csp-nonce"]';

let cached: { nonce: string | undefined } | undefined;

/**
 * The nonce this page's server sent in its Content-Security-Policy (`style-src 'nonce-…'`), which
 * every `<style>` the app inserts must carry; undefined without one (tests, or a page without the
 * meta tag). Read once: it belongs to the response that loaded the page. A browser that applies a
 * policy hides the attribute from `getAttribute`, so the `nonce` property is read first.
 */
export function cspNonce(): string | undefined {
  if (!cached) {
    const meta = typeof document === 'undefined' ? null : document.querySelector(NONCE_META);
    const nonce = meta instanceof HTMLElement ? meta.nonce || meta.getAttribute('nonce') : null;
    cached = { nonce: nonce || undefined };
  }
  return cached.nonce;
}
