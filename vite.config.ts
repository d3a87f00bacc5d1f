/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import pkg from './package.json' with { type: 'json' };
import { precompileMessages } from './scripts/vite/precompile-messages.ts';

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
        fileName: 'version.json',
        source: JSON.stringify({ version: pkg.version, buildId }),
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mockEnabled = (process.env.VITE_ENABLE_MOCK ?? env.VITE_ENABLE_MOCK) === 'true';
  return {
    base: '/',
    plugins: [react(), versionFile(), precompileMessages()],
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
      port: 5173,
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
    preview: { port: 4173, host: '127.0.0.1' },
    build: {
      target: 'es2022',
      rolldownOptions: {
        treeshake: {
          // antd's @rc-component packages do not declare `sideEffects`, so importing one name from
          // their index (as antd's ConfigProvider does with @rc-component/form) kept every module of
          // the package in the first load. Their modules only define components and helpers.
          moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id),
        },
      },
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/{unit,integration,mock}/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 20000,
      hookTimeout: 20000,
      pool: 'forks',
      env: { VITE_ENABLE_MOCK: 'false' },
    },
  };
});
