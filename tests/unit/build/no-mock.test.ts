import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { loadEnv } from 'vite';

import { DevtoolsApi } from '@/contract/devtools/paths';
import enMockPanel from '@/features/devtools/texts/mock-panel/en-US';
import zhMockPanel from '@/features/devtools/texts/mock-panel/zh-CN';
import { mockWechatCode } from '@/features/devtools/utils/simulated-wechat';
import { MOCK_DB_STORAGE_KEY } from '@mock/browser';
import { DEMO_PASSWORD } from '@mock/domains/member/demo-accounts';

import {
  findMockModules,
  findMockTraces,
  MOCK_MARKERS,
  SIMULATION_MARKERS,
} from '../../../build/no-mock';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const root = '/repo';

describe('findMockTraces', () => {
  it('finds the mock worker and a mock-only call in a build folder', () => {
    expect(findMockTraces(fixture('build-with-mock'))).toEqual([
      'assets/index-a1b2c3.js: contains "/trading/mock/"',
      "mockServiceWorker.js: the mock's service worker",
    ]);
  });

  it('finds nothing in a build without the mock', () => {
    expect(findMockTraces(fixture('clean-build'))).toEqual([]);
  });
});

/** A build folder of one script that holds `text`, removed after the test. */
function buildHolding(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-build-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'login-a1b2c3.js'), `export const x = ${text};`);
  return dir;
}

describe('findMockTraces and the simulations', () => {
  it.each(SIMULATION_MARKERS.map((marker) => [marker]))('finds %s in a script', (marker) => {
    const dir = buildHolding(JSON.stringify(`${marker}demo-shipper`));
    expect(findMockTraces(dir)).toEqual([`assets/login-a1b2c3.js: contains "${marker}"`]);
  });
});

describe('check-build.ts, as npm run build runs it', () => {
  const run = (dir: string) =>
    execFileSync('npx', ['tsx', 'scripts/check-build.ts', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const failureOf = (dir: string) => {
    try {
      run(dir);
    } catch (error) {
      return error as { status?: number; stderr?: string };
    }
    return {};
  };

  it("refuses a build that holds the simulated WeChat consent screen's code", () => {
    const failure = failureOf(buildHolding(JSON.stringify(mockWechatCode('o1'))));
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain('assets/login-a1b2c3.js: contains "mock-wechat-"');
  });

  it('fails and names each trace when the build holds the mock', () => {
    let failure: { status?: number; stderr?: string } = {};
    try {
      run(fixture('build-with-mock'));
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain('assets/index-a1b2c3.js: contains "/trading/mock/"');
    expect(failure.stderr).toContain("mockServiceWorker.js: the mock's service worker");
  });

  it('passes a build without the mock', () => {
    expect(run(fixture('clean-build'))).toContain('nothing of the mock');
  });

  it("refuses a build whose script holds the build's id, which only index.html may carry", () => {
    const dir = buildHolding('"0.1.0+a1b2c3d.next"');
    writeFileSync(
      path.join(dir, 'version.json'),
      JSON.stringify({ version: '0.1.0', buildId: '0.1.0+a1b2c3d.next' }),
    );
    const failure = failureOf(dir);
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain('assets that hold the build id');
    expect(failure.stderr).toContain('assets/login-a1b2c3.js');
  });
});

describe('findMockModules', () => {
  it('names the mock, msw and the mock panel among bundled modules', () => {
    const ids = [
      `${root}/src/main.tsx`,
      `${root}/mock/browser.ts`,
      `${root}/node_modules/msw/lib/browser/index.mjs`,
      `${root}/node_modules/@mswjs/interceptors/lib/browser/index.mjs`,
      `${root}/src/features/devtools/components/mock-panel.tsx`,
      `${root}/src/contract/devtools/paths.ts`,
      `${root}/src/features/devtools/texts/mock-panel/en-US.ts?used`,
      `\0${root}/mock/core/handlers.ts`,
      `${root}/src/features/tender/api.ts`,
      `${root}/node_modules/antd/es/button/index.js`,
    ];
    expect(findMockModules(ids, root)).toEqual([
      'mock/browser.ts',
      'mock/core/handlers.ts',
      'node_modules/@mswjs/interceptors/lib/browser/index.mjs',
      'node_modules/msw/lib/browser/index.mjs',
      'src/contract/devtools/paths.ts',
      'src/features/devtools/components/mock-panel.tsx',
      'src/features/devtools/texts/mock-panel/en-US.ts',
    ]);
  });
});

describe('MOCK_MARKERS', () => {
  it('are strings the mock really holds', () => {
    const isMarker = (text: string) => MOCK_MARKERS.some((marker) => text.startsWith(marker));
    expect(Object.values(DevtoolsApi).every(isMarker)).toBe(true);
    expect(isMarker(DEMO_PASSWORD)).toBe(true);
    expect(isMarker(MOCK_DB_STORAGE_KEY)).toBe(true);
    expect(Object.keys(zhMockPanel).every(isMarker)).toBe(true);
  });
});

describe('SIMULATION_MARKERS', () => {
  it("are strings the simulations really hold: WeChat's code and screen, the development key", () => {
    const isMarker = (text: string) => SIMULATION_MARKERS.some((marker) => text.startsWith(marker));
    expect(isMarker(mockWechatCode('demo-shipper'))).toBe(true);
    expect(isMarker(zhMockPanel['mockPanel.wechat.title'])).toBe(true);
    expect(isMarker(enMockPanel['mockPanel.wechat.title'])).toBe(true);
    expect(isMarker(loadEnv('development', process.cwd()).VITE_STORAGE_SECRET ?? '')).toBe(true);
  });
});
