/**
 * The local servers' ports, one each: a test run must never talk to a preview (which has no mock
 * back end) or to a developer's own server by mistake.
 */
export const PORTS = {
  /** `npm start`: Vite's dev server with the mock in a service worker. */
  dev: 5173,
  /** `npm run preview`: Vite's preview of dist/, API proxied to a real back end. */
  preview: 4173,
  /** `npm run serve` and `npm run mock:server`: dist/ with the mock back end over HTTP. */
  serve: 4174,
  /** The end-to-end tests' own server (`E2E_PORT` overrides it). */
  e2e: 4175,
  /** The deploy tests' nginx (`DEPLOY_PORT` overrides it); their mock back end takes the next port. */
  deploy: 4176,
} as const;
