import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { axiosTrims } from '../../../build/axios-trims';

const axiosLib = join(dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'lib');

type ResolveId = (this: unknown, source: string, importer?: string) => unknown;
type Load = (this: unknown, id: string) => unknown;

describe("axios's list of adapters in production builds", () => {
  const adapters = join(axiosLib, 'adapters', 'adapters.js');

  it('still imports the fetch adapter where the trim expects it, and takes only its getFetch', () => {
    // An upgrade that moves the import would put the fetch adapter back into the shell.
    const source = readFileSync(adapters, 'utf8');
    expect(source).toContain(`import * as fetchAdapter from './fetch.js';`);
    expect(source.match(/fetchAdapter\.\w+/g)).toEqual(['fetchAdapter.getFetch']);
  });

  it('resolves that import, and only that one, to a module under which fetch is never available', () => {
    const plugin = axiosTrims();
    const resolveId = plugin.resolveId as ResolveId;
    const stub = resolveId.call({}, './fetch.js', adapters);

    expect(stub).toEqual(expect.any(String));
    expect(resolveId.call({}, './fetch.js', join(axiosLib, 'axios.js'))).toBeNull();
    expect(resolveId.call({}, './xhr.js', adapters)).toBeNull();
    expect((plugin.load as Load).call({}, stub as string)).toBe(
      'export const getFetch = () => false;\n',
    );
    expect((plugin.load as Load).call({}, join(axiosLib, 'adapters', 'fetch.js'))).toBeNull();
  });
});

describe("axios's entry", () => {
  it('gives the app only types: the client is built from the modules that make an instance', () => {
    // A value imported from 'axios' brings its default instance and every helper hung on it.
    const src = join(import.meta.dirname, '../../../src');
    const valueImports = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .filter((file) =>
        /^import (?!type )[^;]*from 'axios';/m.test(readFileSync(join(src, file), 'utf8')),
      );
    expect(valueImports).toEqual([]);
    expect(readFileSync(join(src, 'lib/request/client.ts'), 'utf8')).toContain(
      "from 'axios/unsafe/core/Axios.js'",
    );
  });
});
