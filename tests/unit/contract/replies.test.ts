import { readFileSync } from 'node:fs';

import { contractCalls, contractGets } from '../../utils/contract-calls';

/** Every API path of the contract: the strings of each domain's paths.ts. */
const pathModules = import.meta.glob<Record<string, Record<string, unknown>>>(
  '/src/contract/*/paths.ts',
  { eager: true },
);
const contractPaths = Object.values(pathModules)
  .flatMap((module) => Object.values(module))
  .flatMap((group) => Object.values(group))
  .filter((value): value is string => typeof value === 'string');

/** The app's modules that call the API, as source text. */
const callers = Object.entries(
  import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
).filter(([, source]) => /\brequest\.(get|post|upload)\(/.test(source));

/** Each call's path and schema, as written: `request.get(XApi.key, YReplies.other, …)`. */
const CALL = /\brequest\.(?:get|post|upload)\(\s*([^,]+?),\s*([^,]+?),/g;

/** The GET rows of docs/api.md. */
const documentedGets = [
  ...readFileSync('docs/api.md', 'utf8').matchAll(/^\| GET +\| `([^`]+)` +\|/gm),
].map(([, path]) => path);

describe('the reply schemas of the contract', () => {
  it('lists every path of the contract once in tests/utils/contract-calls.ts', () => {
    expect(contractCalls.map((call) => call.path).sort()).toEqual([...contractPaths].sort());
  });

  it.each(contractPaths)('has a schema for the reply of %s', (path) => {
    expect(contractCalls.find((call) => call.path === path)?.schema).toBeDefined();
  });

  it('reads as GET exactly the paths docs/api.md documents as GET', () => {
    expect(contractGets.map((call) => call.path).sort()).toEqual([...documentedGets].sort());
  });

  it.each(callers)('%s parses each reply with the schema of its own path', (_file, source) => {
    const calls = [...source.matchAll(CALL)].map(([, path = '', schema = '']) => ({
      path: path.trim(),
      schema: schema.trim(),
    }));
    const count = source.match(/\brequest\.(get|post|upload)\(/g)?.length ?? 0;
    expect(calls).toHaveLength(count);
    for (const { path, schema } of calls) {
      const [, domain = '?', key = '?'] = /^(\w+)Api\.(\w+)$/.exec(path) ?? [];
      expect(`${path} ${schema}`).toBe(`${domain}Api.${key} ${domain}Replies.${key}`);
    }
  });
});
