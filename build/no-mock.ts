/**
 * A production build holds nothing of the mock: no mock module, seed data, worker or mock-only call.
 * Two checks share the lists below:
 * - while building, the `noMockModules` plugin refuses a bundle that contains a mock module, by
 *   name;
 * - after the build, `findMockTraces` (`npx tsx scripts/check-build.ts [dist]`, run by
 *   `npm run build`) looks through the output for the mock's worker file and for strings that only
 *   the mock holds.
 * The same search refuses what stands in for a real service outside production (SIMULATION_MARKERS).
 * A mock build (`npm run build:mock`) is the exception: it is meant to contain the mock.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DEVELOPMENT_STORAGE_SECRET } from './build-env.ts';
import { filesUnder, TEXT_FILES } from './built-files.ts';

import type { Plugin } from 'vite';

/** Modules (paths from the repository root) that are the mock or exist only to drive it. */
export const MOCK_MODULES: readonly RegExp[] = [
  /^mock\//,
  /(^|\/)node_modules\/(msw|@mswjs\/[^/]+)\//,
  // The mock's control panel on /test, its calls and its texts (features/devtools/texts).
  /^src\/features\/devtools\//,
  /^src\/contract\/devtools\//,
];

/** Strings that only the mock's code, data and worker contain (tests/unit/build checks them). */
export const MOCK_MARKERS: readonly string[] = [
  // The calls only the mock answers (src/contract/devtools/paths.ts).
  '/trading/mock/',
  // msw's worker script and its log prefix.
  'mockServiceWorker',
  '[MSW]',
  // Where the in-browser mock keeps its database (mock/browser.ts).
  'TRADING_MOCK_DB',
  // The demo accounts' password (mock/core/seed.ts).
  'Trade2026',
  // The mock's console lines (SMS codes, captcha answers).
  '[mock]',
  // The ids of the texts only builds with the mock show (src/features/devtools/texts/mock-panel): the /test
  // panel's and the simulated WeChat consent screen's.
  'mockPanel.',
];

/**
 * Strings of what stands in for a real service where there is none (tests/unit/build checks them):
 * a production build has the operator's WeChat app id and storage key (build/build-env.ts).
 */
export const SIMULATION_MARKERS: readonly string[] = [
  // The codes the simulated WeChat consent screen hands back; only the mock accepts them
  // (src/features/devtools/utils/simulated-wechat.ts, mock/domains/member/wechat.ts).
  'mock-wechat-',
  // The development storage key (.env.development).
  DEVELOPMENT_STORAGE_SECRET,
  // The simulated consent screen's title in each catalogue (src/features/devtools/texts/mock-panel).
  '微信授权（模拟）',
  'WeChat login (simulated)',
];

/** The mock's files that a build may copy from public/. */
const MOCK_FILES = /(^|\/)mockServiceWorker\.js$/;

/** The module ids (absolute, as the bundler names them) that MOCK_MODULES matches, from `root`. */
export function findMockModules(ids: Iterable<string>, root: string): string[] {
  const found = new Set<string>();
  for (const id of ids) {
    // Virtual modules start with \0; a query (?url, ?inline) is not part of the file.
    const file = id.replace(/^\0/, '').replace(/\?.*$/, '');
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (MOCK_MODULES.some((pattern) => pattern.test(relative))) found.add(relative);
  }
  return [...found].sort();
}

/** What in the build folder `dir` belongs to the mock or a simulation: one line per file and marker. */
export function findMockTraces(dir: string): string[] {
  const traces: string[] = [];
  for (const file of filesUnder(dir)) {
    if (MOCK_FILES.test(file)) traces.push(`${file}: the mock's service worker`);
    if (!TEXT_FILES.test(file)) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const marker of [...MOCK_MARKERS, ...SIMULATION_MARKERS]) {
      if (text.includes(marker)) traces.push(`${file}: contains "${marker}"`);
    }
  }
  return traces;
}

/** Fails a build that is not a mock build when its bundle holds a mock module. */
export function noMockModules(mockEnabled: boolean, root: string): Plugin {
  return {
    name: 'trading:no-mock-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (mockEnabled) return;
      const ids = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' ? item.moduleIds : [],
      );
      const found = findMockModules(ids, root);
      if (found.length > 0) {
        this.error(
          `This build must not contain the mock, but it bundles: ${found.join(', ')}. ` +
            'The app reaches the mock only through the VITE_ENABLE_MOCK checks (src/main.tsx, /test).',
        );
      }
    },
  };
}
