/**
 * What a build takes from its environment (.env.production, .env.production.local, the shell).
 * Nothing simulated ships to production, so a build without the mock (VITE_ENABLE_MOCK not 'true')
 * stops before bundling unless the operator has set both values below: nothing falls back to the
 * development key, and without an app id the login page would have nothing to offer but the
 * simulated WeChat consent screen, which only builds with the mock contain.
 * A mock build (`npm run build:mock`, the static demo) needs neither: without an app id it
 * simulates WeChat as `npm start` does, and without a key of its own it uses the development key
 * (its sessions are the mock's demo accounts, and its bundle ships whatever key it has anyway).
 */
import type { Plugin } from 'vite';

/** The key of `npm start` (.env.development): never the key of a production build. */
export const DEVELOPMENT_STORAGE_SECRET = 'trading-dev-secret';

/** The values only the operator knows, and what each is (the refusal names them). */
export const OPERATOR_VARIABLES = {
  VITE_WECHAT_APP_ID: 'the id of the WeChat website app (WeChat Open Platform)',
  VITE_STORAGE_SECRET: 'a key of your own for the stored session entries',
} as const;

type BuildEnv = Readonly<Record<string, string | undefined>>;

/** One line per operator value that is missing, blank or the development key; none when all are set. */
export function missingOperatorValues(env: BuildEnv): string[] {
  return Object.entries(OPERATOR_VARIABLES).flatMap(([name, meaning]) => {
    const value = env[name]?.trim() ?? '';
    if (!value) return [`${name} is not set: ${meaning}`];
    if (name === 'VITE_STORAGE_SECRET' && value === DEVELOPMENT_STORAGE_SECRET) {
      return [`${name} is the development key (.env.development): ${meaning}`];
    }
    return [];
  });
}

/** The refusal of a production build that lacks operator values. */
export function refusal(missing: readonly string[]): string {
  return [
    'A production build (VITE_ENABLE_MOCK is not "true") needs the values only the operator knows:',
    ...missing.map((line) => `  - ${line}`),
    'Set them in .env.production.local (ignored by git) or in the environment; .env.production',
    'lists them (docs/deploy.md, "The build"). For the demo with the mock inside: npm run build:mock.',
  ].join('\n');
}

/**
 * Refuses a production build that lacks operator values, before anything is bundled; gives a mock
 * build without a storage key the development key.
 */
export function operatorValues(mockEnabled: boolean, env: BuildEnv): Plugin {
  return {
    name: 'trading:operator-values',
    apply: 'build',
    config() {
      if (mockEnabled) {
        if (env.VITE_STORAGE_SECRET?.trim()) return undefined;
        const key = JSON.stringify(DEVELOPMENT_STORAGE_SECRET);
        return { define: { 'import.meta.env.VITE_STORAGE_SECRET': key } };
      }
      const missing = missingOperatorValues(env);
      if (missing.length === 0) return undefined;
      // Vite prints the error's stack: the message alone says what to do.
      const error = new Error(refusal(missing));
      error.stack = error.message;
      throw error;
    },
  };
}
