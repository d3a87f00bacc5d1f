/**
 * First step of `npm test`: stops before any test runs when the end-to-end stage would have no
 * browser or the deploy stage no nginx, with one line each that says how to install it.
 */
import { findLocalBrowser } from '../tests/tools/browser';
import { findNginx } from '../tests/tools/nginx';

const browser = findLocalBrowser({ headlessShell: true });
const nginx = findNginx();
if ('problem' in browser) console.error(browser.problem);
if ('problem' in nginx) console.error(nginx.problem);
if ('problem' in browser || 'problem' in nginx) process.exit(1);
console.info(`End-to-end browser (${browser.source}): ${browser.found}`);
console.info(`Deploy tests' nginx: ${nginx.path}`);
