import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { LOCAL_HOST, PORTS } from '../../build/settings';
import { CHROMIUM_ARGS, findLocalBrowser, runsAsRoot } from '../tools/browser';

/** The repository root: the web server and the saved sessions are relative to it. */
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * End-to-end tests: Chromium (tests/tools/browser.ts says which) against the production build
 * (`npm run build` first; `npm test` does it) served with the mock back end by mock/http-server.ts.
 */
const isCI = Boolean(process.env.CI);
// Several checkouts or agents can run at once with their own port, build and output folder.
const port = Number(process.env.E2E_PORT ?? PORTS.e2e);
const dist = process.env.E2E_DIST ?? 'dist';
const outputDir = process.env.E2E_OUTPUT ?? `${root}/test-results`;
const baseURL = `http://${LOCAL_HOST}:${port}`;

const browser = findLocalBrowser({ headlessShell: true });
if ('problem' in browser) throw new Error(browser.problem);

export default defineConfig({
  testDir: '.',
  outputDir,
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: CHROMIUM_ARGS,
      chromiumSandbox: !runsAsRoot,
    },
  },
  projects: [
    // Resets the mock and logs each demo account in once through the UI (saved storage states).
    { name: 'setup', use: { ...devices['Desktop Chrome'] }, testMatch: /global\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['setup'],
      testIgnore: /\.exclusive\.spec\.ts/,
    },
    // Tests that change the mock's global state (expire every token, reset data, shorten lifetimes)
    // run after all the others, one at a time, so they cannot break a parallel test's session.
    {
      name: 'exclusive',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['chromium'],
      testMatch: /\.exclusive\.spec\.ts/,
      workers: 1,
    },
  ],
  webServer: {
    command: `npx tsx mock/http-server.ts --static ${dist} --port ${port}`,
    cwd: root,
    url: `${baseURL}/version.json`,
    // Never a server that is not this run's own: another one on the port may lack the mock or
    // hold another build. Playwright stops with "already used" instead.
    reuseExistingServer: false,
    timeout: 60_000,
    env: { MOCK_LATENCY_MS: '0,40' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
