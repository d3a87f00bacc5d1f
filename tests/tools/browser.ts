/**
 * Which Chromium the end-to-end tests and the bench drive, found in this order: the CHROMIUM_PATH
 * variable, Playwright's own browser (`npx playwright install chromium`), Debian's Chromium (for
 * the tests its headless shell first, when installed), an installed Google Chrome. Shared by
 * tests/e2e/playwright.config.ts, tests/deploy/playwright.config.ts, scripts/check-tools.ts and
 * .ci/bench.ts.
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

export type BrowserSource =
  'CHROMIUM_PATH' | 'playwright' | 'debian-headless-shell' | 'debian' | 'chrome';

export interface Browser {
  source: BrowserSource;
  /** Undefined for Playwright's own browser: Playwright picks its headless build itself. */
  executablePath: string | undefined;
  /** The path that was found, for messages. */
  found: string;
}

export interface BrowserSearch {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  /** Where Playwright's own Chromium is (or would be) installed. */
  playwrightPath: string;
  isExecutable: (file: string) => boolean;
  /**
   * For the tests: Debian's headless shell (package chromium-headless-shell) before its full
   * Chromium. The shell draws pages as the browser does without the full browser's display
   * compositor and services, and takes half its CPU per page load; it is also what Playwright
   * runs headless from its own download. The bench keeps the full browser, whose figures are a
   * user's.
   */
  headlessShell?: boolean;
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Where Google Chrome installs itself on each system. */
function chromePaths(env: BrowserSearch['env'], platform: NodeJS.Platform): string[] {
  if (platform === 'darwin') {
    return ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];
  }
  if (platform === 'win32') {
    return [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']]
      .filter((folder): folder is string => Boolean(folder))
      .map((folder) => path.win32.join(folder, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  }
  return ['/opt/google/chrome/chrome'];
}

/** The install commands a developer without a browser is told about. */
export const INSTALL_HINT =
  'install one with `npx playwright install chromium` (or `sudo apt-get install chromium chromium-headless-shell` on Debian/Ubuntu)';

/**
 * The browser to use, or the one-line reason there is none. A CHROMIUM_PATH that points at nothing
 * is an error rather than skipped: the developer asked for that browser.
 */
export function findBrowser(search: BrowserSearch): Browser | { problem: string } {
  const { env, platform, playwrightPath, isExecutable } = search;
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    return isExecutable(chosen)
      ? { source: 'CHROMIUM_PATH', executablePath: chosen, found: chosen }
      : {
          problem: `CHROMIUM_PATH=${chosen} is not an executable browser: fix or unset it, or ${INSTALL_HINT}`,
        };
  }
  if (isExecutable(playwrightPath)) {
    return { source: 'playwright', executablePath: undefined, found: playwrightPath };
  }
  if (platform === 'linux' && search.headlessShell && isExecutable(DEBIAN_HEADLESS_SHELL)) {
    return {
      source: 'debian-headless-shell',
      executablePath: DEBIAN_HEADLESS_SHELL,
      found: DEBIAN_HEADLESS_SHELL,
    };
  }
  if (platform === 'linux' && isExecutable(DEBIAN_CHROMIUM)) {
    return { source: 'debian', executablePath: DEBIAN_CHROMIUM, found: DEBIAN_CHROMIUM };
  }
  const chrome = chromePaths(env, platform).find(isExecutable);
  if (chrome) return { source: 'chrome', executablePath: chrome, found: chrome };
  return {
    problem: `No Chromium for the end-to-end tests: ${INSTALL_HINT}, or point CHROMIUM_PATH at one`,
  };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** findBrowser on this machine; `{ headlessShell: true }` for the tests. */
export function findLocalBrowser(
  options: Pick<BrowserSearch, 'headlessShell'> = {},
): Browser | { problem: string } {
  return findBrowser({
    env: process.env,
    platform: process.platform,
    playwrightPath: chromium.executablePath(),
    isExecutable,
    ...options,
  });
}

/**
 * Chromium's sandbox cannot start as root (CI containers); everyone else keeps it. The other flags
 * keep Chromium from calling home on a closed network (refused connections, slow starts).
 */
export const runsAsRoot = process.getuid?.() === 0;
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
