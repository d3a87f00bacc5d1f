import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { loadEnv, type UserConfig } from 'vite';

import {
  DEVELOPMENT_STORAGE_SECRET,
  missingOperatorValues,
  OPERATOR_VARIABLES,
  operatorValues,
} from '../../../build/build-env';
import { TEST_BUILD_ENV } from '../../../scripts/test-build-env';

const OPERATOR = { VITE_WECHAT_APP_ID: 'wx0123456789abcdef', VITE_STORAGE_SECRET: 'k3y-of-ours' };

/** What the plugin's `config` hook does for a build with these values. */
function configure(mockEnabled: boolean, env: Record<string, string | undefined>) {
  const hook = operatorValues(mockEnabled, env).config as () => UserConfig | undefined;
  return hook();
}

describe('missingOperatorValues', () => {
  it('names each value that is missing or blank', () => {
    expect(missingOperatorValues({ VITE_WECHAT_APP_ID: '  ' })).toEqual([
      expect.stringMatching(/^VITE_WECHAT_APP_ID is not set/),
      expect.stringMatching(/^VITE_STORAGE_SECRET is not set/),
    ]);
  });

  it('refuses the development key', () => {
    const env = { ...OPERATOR, VITE_STORAGE_SECRET: DEVELOPMENT_STORAGE_SECRET };
    expect(missingOperatorValues(env)).toEqual([
      expect.stringMatching(/^VITE_STORAGE_SECRET is the development key/),
    ]);
  });

  it("takes the operator's values, and the tests' stand-ins for them", () => {
    expect(missingOperatorValues(OPERATOR)).toEqual([]);
    expect(missingOperatorValues(TEST_BUILD_ENV)).toEqual([]);
  });
});

describe('operatorValues, the build plugin', () => {
  it('stops a production build that lacks them, naming each', () => {
    expect(() => configure(false, { VITE_STORAGE_SECRET: 'k' })).toThrow(
      /needs the values only the operator knows:\n {2}- VITE_WECHAT_APP_ID is not set/,
    );
  });

  it('lets a production build with both through unchanged', () => {
    expect(configure(false, OPERATOR)).toBeUndefined();
  });

  it('gives a mock build without a key the development key, and keeps its own', () => {
    expect(configure(true, {})).toEqual({
      define: { 'import.meta.env.VITE_STORAGE_SECRET': JSON.stringify(DEVELOPMENT_STORAGE_SECRET) },
    });
    expect(configure(true, { VITE_STORAGE_SECRET: 'k3y' })).toBeUndefined();
  });

  it('applies to builds only (not the dev server, not Vitest)', () => {
    expect(operatorValues(false, {}).apply).toBe('build');
  });
});

describe('the env files', () => {
  it('commit no operator value: .env.production lists both, empty', () => {
    const production = readFileSync('.env.production', 'utf8');
    for (const name of Object.keys(OPERATOR_VARIABLES)) {
      expect(production).toMatch(new RegExp(`^${name}=$`, 'm'));
    }
  });

  it('give npm start the development key', () => {
    expect(loadEnv('development', process.cwd()).VITE_STORAGE_SECRET).toBe(
      DEVELOPMENT_STORAGE_SECRET,
    );
  });
});

describe('npm run build without the values', () => {
  it('stops before bundling and names the missing variables', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'refused-build-'));
    onTestFinished(() => rmSync(outDir, { recursive: true, force: true }));
    // The environment wins over every .env file, so a developer's .env.production.local cannot
    // supply them here.
    const run = spawnSync('npx', ['vite', 'build', '--outDir', outDir], {
      encoding: 'utf8',
      env: {
        ...process.env,
        VITE_ENABLE_MOCK: 'false',
        VITE_WECHAT_APP_ID: '',
        VITE_STORAGE_SECRET: ' ',
      },
    });

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('VITE_WECHAT_APP_ID is not set');
    expect(run.stderr).toContain('VITE_STORAGE_SECRET is not set');
    expect(run.stdout).not.toContain('modules transformed');
  }, 60_000);
});
