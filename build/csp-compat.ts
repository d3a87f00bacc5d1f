import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/** The app's stand-in for @rc-component/util's dynamicCSS (it adds the page's nonce). */
const NONCED_DYNAMIC_CSS = fileURLToPath(
  new URL('../src/lib/csp/rc-dynamic-css.ts', import.meta.url),
);
const DYNAMIC_CSS = /[\\/]@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS\.js$/;

/** antd's auto-sizing TextArea measures text in a hidden copy whose style it sets as an attribute. */
const TEXTAREA_MEASURE = /[\\/]@rc-component[\\/]input[\\/]es[\\/]calculateNodeHeight\.js$/;
const STYLE_ATTRIBUTE =
  "hiddenTextarea.setAttribute('style', `${sizingStyle};${HIDDEN_TEXTAREA_STYLE}`);";
const STYLE_PROPERTY = 'hiddenTextarea.style.cssText = `${sizingStyle};${HIDDEN_TEXTAREA_STYLE}`;';

/**
 * Production builds run under a Content-Security-Policy whose `style-src` takes only nonced style
 * elements and no style attributes (deploy/nginx/security-headers.conf). Two helpers under antd do
 * not fit it, and no option reaches them:
 * - @rc-component/util's dynamicCSS inserts `<style>` elements without a nonce where antd passes
 *   none (the scroll lock of dialogs, the scrollbar measure of tables, cssinjs's feature tests):
 *   every import of it resolves to the app's stand-in, which adds the page's nonce (the stand-in
 *   itself gets the real module);
 * - the auto-sizing TextArea writes its hidden measuring copy's `style` attribute, which the policy
 *   refuses (the copy then shows on the page): the same declarations are set through the CSSOM,
 *   which a policy does not restrict. The build fails if that line is not found as it is.
 */
export function cspCompat(): Plugin {
  return {
    name: 'trading:csp-compat',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === NONCED_DYNAMIC_CSS || !source.includes('dynamicCSS')) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && DYNAMIC_CSS.test(resolved.id) ? NONCED_DYNAMIC_CSS : null;
    },
    transform(code, id) {
      if (!TEXTAREA_MEASURE.test(id)) return null;
      if (!code.includes(STYLE_ATTRIBUTE)) {
        this.error(
          `${id} no longer sets its style as below; update build/csp-compat.ts:\n${STYLE_ATTRIBUTE}`,
        );
      }
      return { code: code.replace(STYLE_ATTRIBUTE, STYLE_PROPERTY), map: null };
    },
  };
}
