import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { LOCAL_HOST } from '../../build/settings';
import { API_PREFIX } from '../../src/contract/http';
import { ReferenceApi } from '../../src/contract/reference/paths';
import { CHROMIUM_ARGS, findLocalBrowser, runsAsRoot } from '../tools/browser';
import { deployServer } from './server';

/** The repository root: the servers' commands and the saved sessions are relative to it. */
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Deploy tests: the production build (`npm run build` first) behind Debian's nginx running the
 * shipped configuration (deploy/nginx), with the mock back end (API only) as its upstream.
 */
const isCI = Boolean(process.env.CI);
const dist = process.env.DEPLOY_DIST ?? 'dist';
const outputDir = process.env.DEPLOY_OUTPUT ?? `${root}/test-results/deploy`;
const { port, apiPort, baseURL } = deployServer;
// The end-to-end setup logs the demo accounts in against this run's own mock; keep them apart from
// an end-to-end run's sessions.
process.env.E2E_AUTH_DIR = `${outputDir}/.auth`;

const browser = findLocalBrowser({ headlessShell: true });
if ('problem' in browser) throw new Error(browser.problem);

export default defineConfig({
  testDir: '..',
  outputDir,
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
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
    // Resets this run's mock and logs each demo account in once (the end-to-end setup).
    { name: 'setup', testMatch: /e2e\/global\.setup\.ts/ },
    { name: 'nginx', testMatch: /deploy\/(headers|routes)\.spec\.ts/, dependencies: ['setup'] },
    // Replaces the served build: after every other test, alone.
    {
      name: 'redeploy',
      testMatch: /deploy\/redeploy\.spec\.ts/,
      dependencies: ['nginx'],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `npx tsx mock/http-server.ts --port ${apiPort}`,
      cwd: root,
      url: `http://${LOCAL_HOST}:${apiPort}${API_PREFIX}${ReferenceApi.countryListAll}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MOCK_LATENCY_MS: '0,40' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx tsx tests/deploy/start-nginx.ts --dist ${dist}`,
      cwd: root,
      url: `${baseURL}/version.json`,
      // Never a server that is not this run's own (Playwright stops with "already used").
      reuseExistingServer: false,
      timeout: 60_000,
      env: { DEPLOY_PORT: String(port) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
