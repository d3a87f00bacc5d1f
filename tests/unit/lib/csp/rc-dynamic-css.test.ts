// @vitest-environment jsdom
// The styles are real <style> elements in a document, as in the browser.

/** A page whose server sent `nonce` (the build's meta tag, filled in by nginx). */
async function pageWithNonce(nonce: string | undefined) {
  vi.resetModules();
  document.head.innerHTML =
    nonce === undefined ? '' : `<meta property="csp-nonce" nonce="${nonce}">`;
  return import('@/lib/csp/rc-dynamic-css');
}

const nonceOf = (element: HTMLElement) => element.nonce;

describe('the nonced stand-in for @rc-component/util dynamicCSS', () => {
  it("gives a style inserted without a nonce the page's nonce", async () => {
    const { injectCSS, updateCSS } = await pageWithNonce('r4nd0m');

    expect(nonceOf(injectCSS('html body { overflow-y: hidden; }'))).toBe('r4nd0m');
    expect(nonceOf(updateCSS('#a { width: 1px; }', 'scrollbar-measure'))).toBe('r4nd0m');
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it("keeps the nonce a caller passes (antd's ConfigProvider)", async () => {
    const { injectCSS } = await pageWithNonce('r4nd0m');

    expect(nonceOf(injectCSS('a { color: red; }', { csp: { nonce: 'given' } }))).toBe('given');
  });

  it('inserts styles as they are on a page without a nonce (tests, the dev server)', async () => {
    const { injectCSS, removeCSS, updateCSS } = await pageWithNonce(undefined);

    expect(nonceOf(injectCSS('a { color: red; }'))).toBeFalsy();
    updateCSS('b { color: blue; }', 'key');
    removeCSS('key');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });
});
