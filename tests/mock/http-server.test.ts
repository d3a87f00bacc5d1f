import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { http, passthrough } from 'msw';

import { CaptchaApi } from '@/contract/auth/paths';
import { API_PREFIX } from '@/contract/http';
import { ReferenceApi } from '@/contract/reference/paths';
import { parseLatency } from '@mock/core/latency';
import { db } from '@mock/core/store';
import { NEWS_IMAGE_PATH } from '@mock/domains/news/handlers';
import { KEEP_ALIVE_MS, startMockServer } from '@mock/http-server';
import { server as msw } from '@mock/node';

import { type Encoding, PRECOMPRESSED_SUFFIX, precompress } from '../../build/precompress';

import type { AddressInfo } from 'node:net';

const INDEX = '<!doctype html><title>app</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dir = '';
let httpServer: Server;
let base = '';

/** A raw GET, so the path reaches the server exactly as written. */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { headers: { accept: '*/*' } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

/** A raw GET with exactly `headers` (fetch adds its own accept-encoding). */
function rawResponse(
  path: string,
  headers: Record<string, string>,
): Promise<{ encoding: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-static-'));
  const site = join(dir, 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'secret.txt'), 'not for the web');
  writeFileSync(join(site, 'index.html'), INDEX);
  writeFileSync(join(site, 'version.json'), '{"version":"0.1.0","buildId":"test"}');
  writeFileSync(join(site, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(site, 'assets', 'built-def456.js'), SCRIPT);
  for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX) as [Encoding, string][])
    writeFileSync(
      join(site, 'assets', `built-def456.js${suffix}`),
      precompress(Buffer.from(SCRIPT), encoding),
    );
  httpServer = await startMockServer(0, { staticDir: site, latencyMs: [0, 0] });
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

beforeEach(() => {
  msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('parseLatency', () => {
  it.each([
    ['0,40', [0, 40]],
    ['120', [120, 120]],
    [' 10 , 20 ', [10, 20]],
    [undefined, [80, 300]],
    ['', [80, 300]],
    ['20,10', [80, 300]],
    ['fast', [80, 300]],
    ['1,2,3', [80, 300]],
    ['-5', [80, 300]],
  ])('reads %j as %j', (text, expected) => {
    expect(parseLatency(text, [80, 300])).toEqual(expected);
  });
});

describe('mock HTTP server', () => {
  it('answers the API with the same handlers, JSON bodies included', async () => {
    const captcha = await fetch(`${base}${API_PREFIX}${CaptchaApi.captcha}`, {
      headers: { 'Accept-Language': 'en-US' },
    });
    const issued = (await captcha.json()) as { code: number; result: { captchaKey: string } };
    expect(issued.code).toBe(200);
    const answer = db.captchas[issued.result.captchaKey]?.answer ?? '';
    const checked = await fetch(`${base}${API_PREFIX}${CaptchaApi.captchaCheck}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ captchaKey: issued.result.captchaKey, captchaCode: answer }),
    });
    expect(await checked.json()).toEqual({
      code: 200,
      message: '操作成功',
      result: { valid: true },
    });
  });

  it('serves index.html, uncached, for client routes', async () => {
    const response = await fetch(`${base}/business/foreignTrade/2`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
    expect(await rawGet('/login')).toBe(200);
  });

  it('serves hashed assets for a year, compressed, and a real 404 for a missing one', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(SCRIPT);
    const missing = await fetch(`${base}/assets/gone-000000.js`, {
      headers: { accept: 'text/html' },
    });
    expect(missing.status).toBe(404);
  });

  it("leaves the build's files to the web server: a path under /assets/ never reaches a handler", async () => {
    // The news pictures' handler takes any path that ends in /mock-news/<name>; the build's
    // folder is not the back end's, so the static site answers (here, a missing file).
    expect(await rawGet(`/assets${NEWS_IMAGE_PATH}/figure-1.svg`)).toBe(404);
    expect(await rawGet(`${NEWS_IMAGE_PATH}/figure-1.svg`)).toBe(200);
  });

  it('compresses as the deployment does: brotli when taken, else gzip; the API too', async () => {
    const gzip = await fetch(`${base}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(SCRIPT);
    const plain = await rawResponse('/assets/app-abc123.js', {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const page = await fetch(`${base}/business/foreignTrade/2`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    // Smaller than 1 KB: sent as it is.
    expect(page.headers.get('content-encoding')).toBeNull();

    const answer = await fetch(`${base}${API_PREFIX}${ReferenceApi.dictListAll}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(((await answer.json()) as { code: number }).code).toBe(200);
  });

  it("sends the build's compressed copy of an asset as it is, in each encoding", async () => {
    for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX)) {
      const response = await fetch(`${base}/assets/built-def456.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const copy = statSync(join(dir, 'site', 'assets', `built-def456.js${suffix}`));
      expect(Number(response.headers.get('content-length'))).toBe(copy.size);
      expect(await response.text()).toBe(SCRIPT);
    }
  });

  it('serves version.json uncached', async () => {
    const response = await fetch(`${base}/version.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ version: '0.1.0', buildId: 'test' });
  });

  it('answers 404 for unknown API paths, missing files and paths outside the folder', async () => {
    const api = await fetch(`${base}${API_PREFIX}/trading/api/nothing`, {
      headers: { accept: 'text/html' },
    });
    expect(api.status).toBe(404);
    expect(await rawGet('/missing.js')).toBe(404);
    expect(await rawGet('/..%2fsecret.txt')).toBe(404);
    expect(await rawGet('/%2e%2e/secret.txt')).toBe(404);
  });
});

describe('kept-alive connections', () => {
  it('stay open well past the 5 s after which Node would close them under a reusing client', () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(httpServer.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(httpServer.headersTimeout).toBeGreaterThan(httpServer.keepAliveTimeout);
  });
});
