import { statSync } from 'node:fs';
import { join } from 'node:path';

import { PRECOMPRESSED_SUFFIX } from '../../build/precompress';
import { BODY_LIMIT_BYTES, CACHE_CONTROL, NONCE_PLACEHOLDER } from '../../build/settings';
import { API_PREFIX } from '../../src/contract/http';
import { ReferenceApi } from '../../src/contract/reference/paths';
import { UploadApi } from '../../src/contract/upload/paths';
import { APP_ENTRY_META } from '../../src/lib/first-screen';
import { expect, test } from '../e2e/fixtures';
import { findNginx } from '../tools/nginx';
import { brotliModulesOf } from './nginx-config';

import type { APIResponse, Page } from '@playwright/test';

/** The build nginx serves (playwright.config.ts). */
const DIST = process.env.DEPLOY_DIST ?? 'dist';
/** The app's root element: what tells the page (index.html) from anything else. */
const APP_ROOT = '<div id="root">';

const nonceOf = (response: APIResponse) =>
  /'nonce-([0-9a-f]{32})'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}';/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
}

test.describe('nginx in front of the build', () => {
  test('serves the page with a fresh nonce per response, never cached', async ({ request }) => {
    const first = await request.get('/');
    const second = await request.get('/');
    for (const response of [first, second]) {
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      // A stored copy revalidated with these would keep an old nonce under a new policy.
      expect(response.headers()).not.toHaveProperty('etag');
      expect(response.headers()).not.toHaveProperty('last-modified');
      expectSecurityHeaders(response);
      const body = await response.text();
      expect(body).toContain(`<meta property="csp-nonce" nonce="${nonceOf(response)}">`);
      expect(body).not.toContain(NONCE_PLACEHOLDER);
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  test('keeps a hashed asset for a year, compressed', async ({ request }) => {
    const nginx = findNginx();
    const brotli = 'path' in nginx && brotliModulesOf(nginx.path) !== undefined;
    const page = await (await request.get('/')).text();
    const entry = new RegExp(`<meta name="${APP_ENTRY_META}" content="(/assets/[^"]+\\.js)"`).exec(
      page,
    )?.[1];
    expect(entry, 'the entry script in index.html').toBeTruthy();

    const response = await request.get(entry ?? '', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers()['cache-control']).toBe(CACHE_CONTROL.asset);
    // Brotli where the module is installed (deploy/nginx/brotli.conf), gzip otherwise: the build's
    // copy beside the file, as it is.
    const encoding = brotli ? 'br' : 'gzip';
    expect(response.headers()['content-encoding']).toBe(encoding);
    const copy = statSync(join(DIST, `${entry}${PRECOMPRESSED_SUFFIX[encoding]}`));
    expect(Number(response.headers()['content-length'])).toBe(copy.size);
    expectSecurityHeaders(response);
  });

  test('answers a missing asset with a 404 that is not kept, never with the page', async ({
    request,
  }) => {
    const response = await request.get('/assets/about-0ld8u1ld.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.text()).not.toContain(APP_ROOT);
    expectSecurityHeaders(response);
  });

  test('answers version.json afresh every time', async ({ request }) => {
    const response = await request.get('/version.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.json()).toHaveProperty('buildId');
  });

  test("answers any of the app's routes, and an unknown path, with the page", async ({
    request,
  }) => {
    for (const url of ['/business/tendering?pol=CNSHA', '/user/personalCenter', '/no/such/page']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
      expect(await response.text(), url).toContain(APP_ROOT);
      expectSecurityHeaders(response);
    }
  });

  test('passes /trading-api to the back end, uploads of the largest image included', async ({
    request,
  }) => {
    const countries = await request.get(`${API_PREFIX}${ReferenceApi.countryListAll}?size=1`);
    expect(await countries.json()).toMatchObject({ code: 200, data: { size: 1 } });

    const upload = (bytes: number) =>
      request.post(`${API_PREFIX}${UploadApi.upload}`, {
        multipart: {
          file: { name: 'licence.png', mimeType: 'image/png', buffer: Buffer.alloc(bytes) },
        },
      });
    // The back end answers (here: log in first), nginx did not refuse the size.
    const largest = await upload(5 * 1024 * 1024);
    expect(largest.status()).toBe(200);
    expect(await largest.json()).toHaveProperty('code');
    expect((await upload(BODY_LIMIT_BYTES + 1)).status()).toBe(413);
  });
});

/** Inserts an inline style or script without a nonce; resolves with the directives that blocked it. */
async function blockedBy(page: Page, element: 'style' | 'script'): Promise<string[]> {
  return page.evaluate(async (tag) => {
    const blocked: string[] = [];
    const listener = (event: SecurityPolicyViolationEvent) =>
      blocked.push(event.effectiveDirective);
    document.addEventListener('securitypolicyviolation', listener);
    const inline = document.createElement(tag);
    inline.textContent = tag === 'style' ? 'body { color: red }' : 'window.name = "injected"';
    document.head.append(inline);
    // The event is queued as a task after the element is inserted.
    await new Promise((resolve) => setTimeout(resolve));
    document.removeEventListener('securitypolicyviolation', listener);
    return blocked;
  }, element);
}

test.describe('the Content-Security-Policy in the browser', () => {
  test.use({
    expectedProblems:
      /^csp: (style-src-elem|script-src-elem) blocked inline|^console: (Applying inline style|Executing inline script) violates/,
  });

  test("gives every style and the page's one inline script the response's nonce, and blocks any other", async ({
    page,
  }) => {
    const response = await page.goto('/business/market');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
    const nonces = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.nonce),
    );
    expect(nonces.length).toBeGreaterThan(1);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    // The first screen's script is the page's one inline script: it ran (the app started) with it.
    const inlineScripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')].map(
        (script) => script.nonce,
      ),
    );
    expect(inlineScripts).toEqual([nonce]);

    expect(await blockedBy(page, 'style')).toEqual(['style-src-elem']);
    expect(await blockedBy(page, 'script')).toEqual(['script-src-elem']);
    expect(await page.evaluate(() => window.name)).not.toBe('injected');
  });
});

test.describe('another site', () => {
  test.use({
    expectedProblems:
      /^console: Framing .* violates .*frame-ancestors 'none'|^request: .* net::ERR_BLOCKED_BY_RESPONSE$/,
  });

  test('cannot show the app in a frame (pay and award buttons cannot be overlaid)', async ({
    page,
    baseURL,
  }) => {
    const refused = page.waitForEvent('console', (message) =>
      /^Framing .* violates .*frame-ancestors 'none'/.test(message.text()),
    );
    await page.setContent(`<iframe title="app" src="${baseURL}/business/payment"></iframe>`);
    await refused;
    await expect(page.frameLocator('iframe[title="app"]').locator('#root')).toHaveCount(0);
  });
});
