import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { axiosTrims } from '../../../build/axios-trims';
import { moduleOfCode } from '../../utils/module-of-code';

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

describe("axios's option checks in production builds", () => {
  const axiosCore = join(axiosLib, 'core', 'Axios.js');

  it('still come from the validator module, and use only the validators the stub gives', () => {
    const source = readFileSync(axiosCore, 'utf8');
    expect(source).toContain(`import validator from '../helpers/validator.js';`);
    expect(new Set(source.match(/validators\.\w+/g))).toEqual(
      new Set([
        'validators.transitional',
        'validators.boolean',
        'validators.function',
        'validators.spelling',
      ]),
    );
    expect(new Set(source.match(/\bvalidator\.(?!js)\w+/g))).toEqual(
      new Set(['validator.validators', 'validator.assertOptions']),
    );
  });

  it('resolve, from the instance only, to a module that checks nothing and throws nothing', async () => {
    const plugin = axiosTrims();
    const resolveId = plugin.resolveId as ResolveId;
    const stub = resolveId.call({}, '../helpers/validator.js', axiosCore);

    expect(stub).toEqual(expect.any(String));
    expect(
      resolveId.call({}, '../helpers/validator.js', join(axiosLib, 'adapters', 'xhr.js')),
    ).toBeNull();
    const code = (plugin.load as Load).call({}, stub as string) as string;
    const { default: validator } = await moduleOfCode<{
      default: {
        assertOptions: (options: object, schema: object, allowUnknown: boolean) => void;
        validators: Record<string, (...args: unknown[]) => unknown>;
      };
    }>(code);
    const { validators } = validator;
    const schema = {
      clarifyTimeoutError: (validators.transitional as (...args: unknown[]) => unknown)(
        validators.boolean,
      ),
      baseUrl: (validators.spelling as (...args: unknown[]) => unknown)('baseURL'),
    };
    expect(() => validator.assertOptions({ baseUrl: 1, unknown: 2 }, schema, false)).not.toThrow();
  });
});

describe("axios's FormData-as-JSON converter in production builds", () => {
  const defaults = join(axiosLib, 'defaults', 'index.js');

  it('is used only for a FormData body with a JSON content type', () => {
    const source = readFileSync(defaults, 'utf8');
    expect(source).toContain(`import formDataToJSON from '../helpers/formDataToJSON.js';`);
    expect(source.match(/.*formDataToJSON\(.*/g)).toEqual([
      '        return hasJSONContentType ? JSON.stringify(formDataToJSON(data)) : data;',
    ]);
  });

  it('resolves, from the defaults only, to a module that refuses to convert', async () => {
    const plugin = axiosTrims();
    const resolveId = plugin.resolveId as ResolveId;
    const stub = resolveId.call({}, '../helpers/formDataToJSON.js', defaults);

    expect(stub).toEqual(expect.any(String));
    expect(
      resolveId.call({}, '../helpers/formDataToJSON.js', join(axiosLib, 'axios.js')),
    ).toBeNull();
    const code = (plugin.load as Load).call({}, stub as string) as string;
    const { default: formDataToJSON } = await moduleOfCode<{
      default: (data: FormData) => unknown;
    }>(code);
    expect(() => formDataToJSON(new FormData())).toThrow(/FormData sent as JSON/);
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
