import { API_PREFIX } from '@/contract/http';
import type { MockDomain } from '@mock/core/registry';
import { domains } from '@mock/domains';

import { contractCalls } from '../utils/contract-calls';

import type { HttpHandler } from 'msw';

/**
 * Each contract path is served by the mock domain of the same name: the handler of a path of
 * `src/contract/<domain>/paths.ts` is registered by `mock/domains/<domain>/domain.ts`, so a step
 * lives in one domain on both sides (the app's `features/<domain>` calls it, the mock's
 * `domains/<domain>` answers it). A step that needs another domain's part reaches it through core
 * (its rows in `db`, or what that domain lends), not by being served from there.
 */

/** Every domain.ts of the mock, by the folder it stands in. */
const modules = import.meta.glob<Record<string, unknown>>('../../mock/domains/*/domain.ts', {
  eager: true,
});

function folderOf(domain: MockDomain): string {
  const found = Object.entries(modules).find(([, exports]) =>
    Object.values(exports).includes(domain),
  );
  return found ? (/domains\/([^/]+)\/domain\.ts$/.exec(found[0])?.[1] ?? '?') : '(not a domain)';
}

/** The API paths a registered domain serves (`endpoint()` registers `*${API_PREFIX}${path}`). */
function apiPaths(domain: MockDomain): string[] {
  return ((domain.handlers ?? []) as HttpHandler[])
    .map((handler) => handler.info.path)
    .filter((path): path is string => typeof path === 'string')
    .filter((path) => path.startsWith(`*${API_PREFIX}/`))
    .map((path) => path.slice(1 + API_PREFIX.length));
}

/** The folder of every registered domain, with the API paths its handlers serve. */
const served = domains.map((domain) => ({ folder: folderOf(domain), paths: apiPaths(domain) }));

const contractDomainOf = new Map(contractCalls.map((call) => [call.path, call.domain]));
const contractDomains = new Set(contractDomainOf.values());

describe('the mock domains and the contract', () => {
  it('finds the handlers of every registered domain in its folder', () => {
    const serving = served.filter(({ paths }) => paths.length > 0);
    expect(serving.length).toBeGreaterThan(15);
    expect(serving.filter(({ folder }) => !contractDomains.has(folder))).toEqual([]);
  });

  it('serves each path from the mock domain of its contract domain', () => {
    const strays = served.flatMap(({ folder, paths }) =>
      paths
        .filter((path) => contractDomainOf.get(path) !== folder)
        .map(
          (path) =>
            `mock/domains/${folder} serves ${path} (src/contract/${contractDomainOf.get(path) ?? '?'})`,
        ),
    );
    expect(strays).toEqual([]);
  });

  it('serves every contract path', () => {
    const all = new Set(served.flatMap(({ paths }) => paths));
    const unserved = contractCalls.filter((call) => !all.has(call.path)).map((call) => call.name);
    expect(unserved).toEqual([]);
  });
});
