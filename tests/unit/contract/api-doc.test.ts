import { readFileSync } from 'node:fs';

import { API_PREFIX } from '@/contract/http';
import { domains } from '@mock/domains';

import { contractCalls } from '../../utils/contract-calls';

import type { HttpHandler } from 'msw';

/** Every API path of the contract (tests/unit/contract/replies.test.ts holds the list complete). */
const contractPaths = contractCalls.map((call) => call.path);

/** The mock's API handlers by path: `endpoint()` registers `*${API_PREFIX}${path}`. */
const handlerMethods = new Map<string, string[]>();
for (const handler of domains.flatMap((domain) => domain.handlers ?? []) as HttpHandler[]) {
  const { method, path } = handler.info;
  if (typeof path !== 'string' || !path.startsWith(`*${API_PREFIX}/`)) continue;
  const apiPath = path.slice(1 + API_PREFIX.length);
  handlerMethods.set(apiPath, [...(handlerMethods.get(apiPath) ?? []), String(method)]);
}

/** The rows of docs/api.md: `| GET | \`/trading/...\` | … |`. */
const docRows = [
  ...readFileSync('docs/api.md', 'utf8').matchAll(/^\| (GET|POST) +\| `([^`]+)` +\|/gm),
].map(([, method, path]) => ({ method: method ?? '', path: path ?? '' }));

describe('the API contract', () => {
  it('writes every path once', () => {
    expect(contractPaths.length).toBeGreaterThan(50);
    expect(new Set(contractPaths).size).toBe(contractPaths.length);
  });

  it.each(contractPaths)('has exactly one mock handler for %s', (path) => {
    expect(handlerMethods.get(path)).toHaveLength(1);
  });

  it('has no mock handler outside the contract', () => {
    expect([...handlerMethods.keys()].filter((path) => !contractPaths.includes(path))).toEqual([]);
  });

  it.each(contractPaths)('has one row in docs/api.md for %s, with the handler’s method', (path) => {
    const rows = docRows.filter((row) => row.path === path);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.method).toBe(handlerMethods.get(path)?.[0]);
  });

  it('documents no path outside the contract', () => {
    expect(docRows.filter((row) => !contractPaths.includes(row.path))).toEqual([]);
  });
});
