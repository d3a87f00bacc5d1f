/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import pkg from './package.json' with { type: 'json' };
import { antdStaticStyles } from './scripts/antd-static-styles.ts';
import { antdTrims } from './scripts/antd-trims.ts';
import { operatorValues } from './scripts/build-env.ts';
import { catalogueChunks } from './scripts/catalogue-chunks.ts';
import { noMockModules } from './scripts/check-build.ts';
import { cspCompat } from './scripts/csp-compat.ts';
import { NONCE_PLACEHOLDER } from './scripts/deploy-config.ts';
import { firstScreen } from './scripts/first-screen.ts';
import { PORTS } from './scripts/ports.ts';
import { precompressedAssets } from './scripts/precompress.ts';
import { shellChunk } from './scripts/shell-chunk.ts';
import { smallChunkGroups } from './scripts/small-chunk-groups.ts';
import { VERSION_FILE } from './src/config/constants.ts';

function gitRevision(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

/** The build's identity: shown on /test and compared with /version.json after a chunk fails to load. */
const buildId = `${pkg.version}+${gitRevision()}.${Date.now().toString(36)}`;

/** Emits /version.json so a running page can tell that a newer build was deployed. */
function versionFile(): Plugin {
  return {
    name: 'trading:version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: VERSION_FILE,
        source: JSON.stringify({ version: pkg.version, buildId }),
      });
    },
  };
}

/** Catalogue area files: src/locales/<locale>/<area>.ts (not index.ts, not types). */
const AREA_FILE = /\/src\/locales\/[a-z]{2}-[A-Z]{2}\/(?!index\.)[a-z-]+\.ts$/;

/**
 * Evaluates an area module that the TypeScript transform has already turned into plain JavaScript:
 * one object literal of strings and `export default <name>`.
 */
function evaluateArea(code: string, id: string): Record<string, string> {
  const body = code.replace(/export\s+default\s+([A-Za-z_$][\w$]*)\s*;?/, 'return $1;');
  if (body === code || /^\s*import[\s{]/m.test(body)) {
    throw new Error(`${id}: a catalogue area must be one object literal exported by default`);
  }
  const messages: unknown = new Function(body)();
  if (!messages || typeof messages !== 'object') throw new Error(`${id}: no messages object`);
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string') throw new Error(`${id}: message ${key} is not a string`);
  }
  return messages as Record<string, string>;
}

/**
 * Production builds ship catalogues as ICU ASTs and alias the ICU parser to its no-parser build, so
 * the parser (~7 KB gzip) is not in the first load. Tests and the dev server keep plain strings.
 * A message that does not parse fails the build.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'trading:precompile-messages',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!AREA_FILE.test(id)) return null;
      const messages = evaluateArea(code, id);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      const json = JSON.stringify(JSON.stringify(compiled));
      return { code: `export default JSON.parse(${json});`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * `pageAt(() => import('@/pages/<folder>'))` in the route table gets the message areas that
 * src/pages/<folder>/areas.ts lists as its second argument (`[]` when there is no such file), so a
 * page declares its areas beside itself and the route table stays free of them.
 */
export function pageAreas(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'trading:page-areas',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/app/routes.tsx')) return null;
      return code.replace(
        /pageAt\(\(\) => import\('@\/pages\/([\w/-]+)'\)\)/g,
        (call, folder: string) => {
          const file = join(root, 'src', 'pages', folder, 'areas.ts');
          if (!existsSync(file)) return `${call.slice(0, -1)}, [])`;
          this.addWatchFile(file);
          const list = /=\s*(\[[^\]]*\])/.exec(readFileSync(file, 'utf8'))?.[1];
          if (!list) throw new Error(`${file}: no list of areas`);
          return `${call.slice(0, -1)}, ${list})`;
        },
      );
    },
  };
}

/** public/mockServiceWorker.js (msw) is copied by every build; only a mock build keeps it. */
function withoutMockWorker(mockEnabled: boolean): Plugin {
  return {
    name: 'trading:without-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (!mockEnabled && options.dir)
        rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mockEnabled = (process.env.VITE_ENABLE_MOCK ?? env.VITE_ENABLE_MOCK) === 'true';
  const shell = shellChunk();
  const shared = smallChunkGroups({
    // The home page's first visit stays as the bundler makes it: its budget is the tightest.
    isKept: (chunk) => chunk.modules.some((id) => id.endsWith('/src/pages/home/index.tsx')),
    // Every visit loads the toasts' code ahead (src/lib/antd-lazy/use-message.ts): no more than it.
    isExact: (chunk) => chunk.modules.some((id) => id.endsWith('/antd/es/message/useMessage.js')),
    maxChunkBytes: 16 * 1024,
    maxAddedBytes: 16 * 1024,
  });
  return {
    base: '/',
    // Vite marks index.html's tags with this placeholder and adds <meta property="csp-nonce">; the
    // server puts each response's nonce in its place (deploy/nginx/site.conf).
    html: { cspNonce: NONCE_PLACEHOLDER },
    plugins: [
      // First: a production build without the operator's values stops before any work.
      operatorValues(mockEnabled, env),
      pageAreas(),
      react(),
      versionFile(),
      precompileMessages(),
      withoutMockWorker(mockEnabled),
      noMockModules(mockEnabled, fileURLToPath(new URL('.', import.meta.url))),
      cspCompat(),
      shell.plugin,
      shared.plugins,
      antdTrims(),
      antdStaticStyles(),
      firstScreen(),
      precompressedAssets(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mock': fileURLToPath(new URL('./mock', import.meta.url)),
      },
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_ID__: JSON.stringify(buildId),
    },
    server: {
      port: PORTS.dev,
      strictPort: true,
      host: '127.0.0.1',
      proxy: mockEnabled
        ? undefined
        : {
            '/trading-api': {
              target: env.VITE_API_PROXY_TARGET ?? 'http://127.0.0.1:8080',
              changeOrigin: true,
            },
          },
    },
    preview: { port: PORTS.preview, strictPort: true, host: '127.0.0.1' },
    build: {
      target: 'es2022',
      rolldownOptions: {
        treeshake: {
          // antd's @rc-component packages do not declare `sideEffects`, so importing one name from
          // their index (as antd's ConfigProvider does with @rc-component/form) kept every module of
          // the package in the first load. Their modules only define components and helpers.
          moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id),
        },
        output: { codeSplitting: { groups: [shell.group, ...catalogueChunks(), shared.group] } },
      },
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
    },
    test: {
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      css: false,
      // Node resolves `antd` to its CommonJS build (lib/), so a deep import of antd/es/… in the app
      // would be a second copy of antd in tests, with contexts of its own: it takes lib/ too.
      alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
      // Whole-app page tests take seconds here and several times longer on a busy CI machine.
      testTimeout: 40000,
      hookTimeout: 20000,
      // One worker per core (Vitest leaves one core idle by default); files share a worker's loaded
      // packages instead of each starting a process (tests/setup.ts resets what they may leave).
      maxWorkers: availableParallelism(),
      isolate: false,
      // The mock answers every call (msw/node), as in a build that contains it: /test shows its panel.
      // A test of a production build's behaviour stubs the flag to 'false' (vi.stubEnv).
      env: { VITE_ENABLE_MOCK: 'true' },
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['tests/integration/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.tsx'],
          },
        },
        {
          // Rules, helpers and the mock's API: no page, so no jsdom to set up per file. A file that
          // needs browser storage or parsing says so with a `@vitest-environment jsdom` comment.
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/mock/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          },
        },
      ],
    },
  };
});
