import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import {
  reactSentinelErrors,
  SENTINELS,
  STACKLESS_ERROR,
} from '../../../build/react-sentinel-errors';

const clientFile = join(
  dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs',
  'react-dom-client.production.js',
);
const client = readFileSync(clientFile, 'utf8');

type Transform = (this: unknown, code: string, id: string) => { code: string } | null;
const transform = (code: string, id: string) =>
  (reactSentinelErrors().transform as Transform).call({}, code, id);

describe("React DOM's sentinel errors in production builds", () => {
  it('makes each sentinel of the installed React DOM without a stack, and nothing else', () => {
    const result = transform(client, clientFile);
    if (!result) throw new Error('the client file was not transformed');

    for (const name of SENTINELS) {
      expect(result.code).toMatch(
        new RegExp(`\\b${name} = ${STACKLESS_ERROR}\\(formatProdErrorMessage\\(\\d+\\)\\)`),
      );
      expect(result.code).not.toContain(`${name} = Error(`);
    }
    // Every other error React creates (those it reports) keeps its stack.
    const errors = (code: string) => code.match(/\bError\(/g)?.length ?? 0;
    expect(errors(result.code)).toBe(errors(client) - SENTINELS.length);
    // The module stays strict: its directive is still its first statement.
    expect(result.code.indexOf('"use strict"')).toBe(client.indexOf('"use strict"'));
    // It still compiles (as the CommonJS module it is).
    expect(() => new Function('exports', 'require', 'module', result.code)).not.toThrow();
  });

  it('makes an Error with its message and no stack trace', () => {
    const result = transform(client, clientFile);
    const helper = result?.code.slice(result.code.lastIndexOf(`function ${STACKLESS_ERROR}`));
    const make = new Function(`${helper}\nreturn ${STACKLESS_ERROR};`)() as (m: string) => Error;
    const sentinel = make('Suspense Exception');

    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Suspense Exception');
    expect(String(sentinel)).toBe('Error: Suspense Exception');
    expect(Object.hasOwn(sentinel, 'stack')).toBe(false);
    expect(make('other')).not.toBe(sentinel);
  });

  it('fails the build when React DOM no longer creates a sentinel as expected', () => {
    const changed = client.replace('SuspenseException = Error(', 'SuspenseException = new Error(');
    expect(() => transform(changed, clientFile)).toThrow(/SuspenseException/);
  });

  it('leaves every other file alone', () => {
    expect(transform(client, clientFile.replace('client.production', 'client.development'))).toBe(
      null,
    );
    expect(transform('var SuspenseException = Error(x);', '/src/main.tsx')).toBeNull();
  });
});
