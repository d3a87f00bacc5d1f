import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LOCAL_HOST, PORTS } from '../../build/settings';

/**
 * The deploy tests' two servers: nginx with deploy/nginx on `port`, in front of a copy of the build
 * in `siteDir`, and the mock back end (mock/http-server.ts, API only) on `apiPort` as its upstream.
 * `DEPLOY_PORT` moves both (the mock takes the next port), so runs can sit side by side.
 */
const port = Number(process.env.DEPLOY_PORT ?? PORTS.deploy);
const workDir = join(tmpdir(), `trading-web-nginx-${port}`);

export const deployServer = {
  port,
  apiPort: port + 1,
  baseURL: `http://${LOCAL_HOST}:${port}`,
  /** nginx's prefix: generated configuration, logs, pid and temporary files. */
  workDir,
  /** The root nginx serves: a copy of the build, which the redeploy test replaces. */
  siteDir: join(workDir, 'site'),
};
