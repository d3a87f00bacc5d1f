/**
 * First step of `npm test`: stops before any test runs when the end-to-end stage would have no
 * browser, with one line that says how to install one.
 */
import { findLocalBrowser } from './browser';

const browser = findLocalBrowser();
if ('problem' in browser) {
  console.error(browser.problem);
  process.exit(1);
}
console.info(`End-to-end browser (${browser.source}): ${browser.found}`);
