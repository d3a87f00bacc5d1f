/**
 * Stands in for @rc-component/util's dynamicCSS in production builds (the build's csp-compat
 * plugin, build/csp-compat.ts, points every import of it here). antd passes its ConfigProvider nonce to
 * the styles it generates, but a few helpers under it insert a `<style>` without asking for one (the
 * scroll lock of dialogs and drawers, the scrollbar measure of tables, cssinjs's feature tests); a
 * strict Content-Security-Policy blocks those. Here every such style gets the page's nonce.
 */
import * as dynamicCSS from '@rc-component/util/es/Dom/dynamicCSS';

import { cspNonce } from './nonce';

type Options = NonNullable<Parameters<typeof dynamicCSS.injectCSS>[1]>;

/** The caller's options, with the page's nonce when the caller brought none. */
function withNonce(option: Options = {}): Options {
  const nonce = option.csp?.nonce ?? cspNonce();
  return nonce ? { ...option, csp: { ...option.csp, nonce } } : option;
}

export function injectCSS(css: string, option?: Options): HTMLStyleElement {
  return dynamicCSS.injectCSS(css, withNonce(option));
}

export function updateCSS(css: string, key: string, option?: Options): HTMLElement {
  return dynamicCSS.updateCSS(css, key, withNonce(option));
}

export const { removeCSS, clearContainerCache } = dynamicCSS;
