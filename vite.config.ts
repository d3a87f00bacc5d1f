/// <reference types="vitest/config" />
// The build composed from its parts in build/ (build/README.md says what each does and why).
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

import { antdStaticStyles } from './build/antd-static-styles.ts';
import { antdTrims } from './build/antd-trims.ts';
import { axiosTrims } from './build/axios-trims.ts';
import { operatorValues } from './build/build-env.ts';
import { catalogueChunks, chunkFileName } from './build/catalogue-chunks.ts';
import { compileHints } from './build/compile-hints.ts';
import { cspCompat } from './build/csp-compat.ts';
import { firstScreen } from './build/first-screen.ts';
import { noMockModules } from './build/no-mock.ts';
import { onDemandLibraries } from './build/on-demand-libraries.ts';
import { precompileMessages } from './build/precompile-messages.ts';
import { precompressedAssets } from './build/precompress.ts';
import { preloadInSteps } from './build/preload-in-steps.ts';
import { reactSentinelErrors } from './build/react-sentinel-errors.ts';
import { BACK_END, LOCAL_HOST, NONCE_PLACEHOLDER, PORTS } from './build/settings.ts';
import { shellChunk } from './build/shell-chunk.ts';
import { smallChunkGroups } from './build/small-chunk-groups.ts';
import { buildIdMeta, makeBuildId, versionFile } from './build/version-file.ts';
import { withoutMockWorker } from './build/without-mock-worker.ts';
import pkg from './package.json' with { type: 'json' };
import { API_PREFIX } from './src/contract/http.ts';

const buildId = makeBuildId(pkg.version);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mockEnabled = (process.env.VITE_ENABLE_MOCK ?? env.VITE_ENABLE_MOCK) === 'true';
  const shell = shellChunk();
  const holds = (chunk: { modules: readonly string[] }, ending: string) =>
    chunk.modules.some((id) => id.endsWith(ending));
  const shared = smallChunkGroups({
    // The home and login pages, the tightest budgets, and the code of a page's early request
    // (src/features/*/early-*.ts), which must not wait for the page's, load nothing beyond what
    // they read.
    isExact: (chunk) =>
      chunk.modules.some(
        (id) =>
          /\/src\/pages\/(home|login)\/index\.tsx$/.test(id) ||
          /\/src\/features\/[^/]+\/early-[^/]+\.ts$/.test(id),
      ),
    maxChunkBytes: 16 * 1024,
    // Of 14, 16, 18 and 20 KB, the allowance that gave the moves from `/` to the market and the
    // tender hall their fewest files and bytes; the market, whose move came closest to its budget,
    // 2 KB (of 0, 2, 3 and 6 KB, the fewest bytes on both moves). The toasts' code, which every
    // visit loads ahead (src/lib/antd-lazy/use-message.ts), 1 KB: with none, what it imports was
    // two files of its own, one more than `/`'s budget; with 3 KB or more, `/` grew past 200 KB.
    maxAddedBytes: (chunk) =>
      holds(chunk, '/antd/es/message/useMessage.js')
        ? 1024
        : holds(chunk, '/src/pages/business/market/index.tsx')
          ? 2 * 1024
          : 18 * 1024,
  });
  return {
    base: '/',
    // Vite marks index.html's tags with this placeholder and adds <meta property="csp-nonce">; the
    // server puts each response's nonce in its place (deploy/nginx/site.conf).
    html: { cspNonce: NONCE_PLACEHOLDER },
    plugins: [
      // First: a production build without the operator's values stops before any work.
      operatorValues(mockEnabled, env),
      react(),
      versionFile(pkg.version, buildId),
      buildIdMeta(buildId),
      precompileMessages(),
      withoutMockWorker(mockEnabled),
      noMockModules(mockEnabled, fileURLToPath(new URL('.', import.meta.url))),
      onDemandLibraries(),
      cspCompat(),
      shell.plugin,
      shared.plugins,
      antdTrims(),
      axiosTrims(),
      reactSentinelErrors(),
      antdStaticStyles(),
      firstScreen(mode),
      preloadInSteps(),
      compileHints(),
      precompressedAssets(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mock', replacement: fileURLToPath(new URL('./mock', import.meta.url)) },
        ...(mode === 'production' ? reactRouterProduction() : []),
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    server: {
      port: PORTS.dev,
      strictPort: true,
      host: LOCAL_HOST,
      proxy: mockEnabled
        ? undefined
        : {
            [API_PREFIX]: {
              target: env.VITE_API_PROXY_TARGET ?? `http://${BACK_END}`,
              changeOrigin: true,
            },
          },
    },
    preview: { port: PORTS.preview, strictPort: true, host: LOCAL_HOST },
    build: {
      target: 'es2022',
      rolldownOptions: {
        treeshake: {
          // antd's @rc-component packages and its colour parser do not declare `sideEffects`, so
          // importing one name from their index (as antd's ConfigProvider does with
          // @rc-component/form) kept every module of the package in the first load, and a style
          // module's unused import of the parser (its styles are written at build) kept the parser
          // in every page with that component. Their modules only define components and helpers.
          moduleSideEffects: (id: string) =>
            !/[\\/]node_modules[\\/](@rc-component|@ant-design[\\/]fast-color)[\\/]/.test(id),
        },
        output: {
          codeSplitting: { groups: [shell.group, ...catalogueChunks(), shared.group] },
          chunkFileNames: chunkFileName,
        },
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
      // The same holds for the icons the app imports one by one, and the components they render
      // (src/lib/decorative-icons.ts wraps them): named by their file, since the package maps every
      // `import` of them to es/.
      alias: [
        { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
        {
          find: /^@ant-design\/icons\/es\/((?:icons|components)\/.*)$/,
          replacement: fileURLToPath(
            new URL('./node_modules/@ant-design/icons/lib/$1.js', import.meta.url),
          ),
        },
      ],
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

/**
 * React Router 7's package maps every import to its development build (dev warnings on, their
 * texts shipped): a production build takes the production build it also ships.
 */
function reactRouterProduction() {
  const build = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: build('index.mjs') },
    { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
  ];
}
