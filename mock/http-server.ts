/**
 * The mock back end as a plain HTTP server on loopback, optionally serving a built SPA too:
 *   npx tsx mock/http-server.ts [--port <port>] [--static dist]   (port: build/settings.ts, serve)
 * Env MOCK_LATENCY_MS: "min,max" or one number of ms added to every API reply (default "80,300").
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Express } from 'express';

import { LOCAL_HOST, PORTS } from '../build/settings';
import { onIssued } from './core/events';
import { parseLatency, setDefaultLatency } from './core/latency';
import { readFilesFromDisk } from './core/node-files';
import { installDomains } from './core/store';
import { domains } from './domains';
import { compressedAnswers } from './http-compression';
import { isBuildAsset, staticSite } from './http-static';

import type { Server } from 'node:http';

export const DEFAULT_PORT = PORTS.serve;
export const DEFAULT_LATENCY_MS: [number, number] = [80, 300];

export interface MockServerOptions {
  /** A built SPA to serve beside the API (e.g. `dist`). */
  staticDir?: string;
  latencyMs?: [number, number];
}

/** The express app: the mock API first, then the static site (if any), then 404. */
export function createMockApp({
  staticDir,
  latencyMs = DEFAULT_LATENCY_MS,
}: MockServerOptions = {}): Express {
  setDefaultLatency(latencyMs);
  readFilesFromDisk();
  const handlers = installDomains(domains);
  const app = express();
  app.disable('x-powered-by');
  app.use(compressedAnswers());
  const answers = createMiddleware(...handlers);
  // The build's files are the deployment's web server's, never the back end's: they skip the
  // handlers, whose matching (each handler's path parsed, the cookies read, on every request)
  // cost about 3 ms of CPU a file here, on the cores the browser being measured shares.
  app.use((request, response, next) =>
    staticDir && isBuildAsset(request.path) ? next() : answers(request, response, next),
  );
  if (staticDir) app.use(staticSite(staticDir));
  app.use((_request, response) => {
    response.status(404).type('text/plain').send('Not found');
  });
  return app;
}

/** How long an idle kept-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

export function startMockServer(port: number, options: MockServerOptions = {}): Promise<Server> {
  const app = createMockApp(options);
  return new Promise((resolvePromise, rejectPromise) => {
    const server = app.listen(port, LOCAL_HOST, () => resolvePromise(server));
    // Node closes an idle kept-alive connection after 5 s; a client (a test's request context, a
    // proxy) reusing it at that moment gets ECONNRESET. Idle connections stay open longer than any
    // client pauses between calls, and the header time-out must exceed that.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    server.once('error', rejectPromise);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, static: { type: 'string' } },
    strict: true,
  });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number, got ${values.port}`);
  }
  const staticDir = values.static === undefined ? undefined : resolve(values.static);
  if (staticDir && !existsSync(resolve(staticDir, 'index.html'))) {
    throw new Error(`--static ${values.static}: no index.html there (run npm run build first)`);
  }
  const latencyMs = parseLatency(process.env.MOCK_LATENCY_MS, DEFAULT_LATENCY_MS);
  onIssued((event) => {
    if (event.kind === 'sms')
      console.info(`[mock] SMS code for ${event.mobile} (${event.scene}): ${event.code}`);
    else console.info(`[mock] captcha answer: ${event.answer}`);
  });
  const server = await startMockServer(port, { ...(staticDir ? { staticDir } : {}), latencyMs });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.info(
    `Mock back end listening on http://${LOCAL_HOST}:${actualPort}/ (latency ${latencyMs.join('–')} ms` +
      `${staticDir ? `, serving ${staticDir}` : ''})`,
  );
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
