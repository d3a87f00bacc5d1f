/**
 * The operator's values for the builds the tests run: the one place they are written. `npm test`,
 * `npm run serve` and `npm run bench` build through `tsx scripts/test-build-env.ts npm run build`,
 * which runs the command with these in its environment. The environment wins over
 * .env.production and .env.production.local (Vite's rule), so a developer's local file never
 * changes what the tests build, and `npm run build` itself still needs an operator's values
 * (build/build-env.ts).
 * Neither value is real: the app id only makes the login page leave for WeChat as in production
 * (tests/e2e/wechat.spec.ts answers in WeChat's place), and the key is not the development one.
 * Tests that need a value read it from here (tests/e2e/stored-secrets.ts); none assumes what it is.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const TEST_BUILD_ENV = {
  VITE_WECHAT_APP_ID: 'wx-test-build-app-id',
  VITE_STORAGE_SECRET: 'test-build-storage-key',
} as const;

function main(): void {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: tsx scripts/test-build-env.ts <command> [arguments…]');
    process.exit(2);
  }
  const run = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...TEST_BUILD_ENV },
  });
  if (run.error) throw run.error;
  process.exit(run.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
