import { findBrowser, type BrowserSearch } from '../../tools/browser';

const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

/** A machine where exactly these files are executable browsers. */
function machine(files: string[], overrides: Partial<BrowserSearch> = {}): BrowserSearch {
  return {
    env: {},
    platform: 'linux',
    playwrightPath: PLAYWRIGHT,
    isExecutable: (file) => files.includes(file),
    ...overrides,
  };
}

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first', () => {
    const search = machine(['/opt/chromium/chrome', PLAYWRIGHT, '/usr/bin/chromium'], {
      env: { CHROMIUM_PATH: '/opt/chromium/chrome' },
    });
    expect(findBrowser(search)).toEqual({
      source: 'CHROMIUM_PATH',
      executablePath: '/opt/chromium/chrome',
      found: '/opt/chromium/chrome',
    });
  });

  it('stops with one line when CHROMIUM_PATH points at nothing, whatever else is installed', () => {
    const found = findBrowser(
      machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/nowhere/chrome' } }),
    );
    expect(found).toEqual({ problem: expect.stringContaining('CHROMIUM_PATH=/nowhere/chrome') });
    expect('problem' in found && found.problem).not.toContain('\n');
  });

  it("prefers Playwright's own browser, and lets Playwright pick its headless build", () => {
    expect(findBrowser(machine([PLAYWRIGHT, '/usr/bin/chromium']))).toEqual({
      source: 'playwright',
      executablePath: undefined,
      found: PLAYWRIGHT,
    });
  });

  it("takes Debian's headless shell for the tests, before its Chromium, and never for the bench", () => {
    const debian = machine(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']);
    expect(findBrowser({ ...debian, headlessShell: true })).toEqual({
      source: 'debian-headless-shell',
      executablePath: '/usr/bin/chromium-headless-shell',
      found: '/usr/bin/chromium-headless-shell',
    });
    expect(findBrowser(debian)).toMatchObject({ source: 'debian' });
    expect(
      findBrowser({
        ...machine([PLAYWRIGHT, '/usr/bin/chromium-headless-shell']),
        headlessShell: true,
      }),
    ).toMatchObject({ source: 'playwright' });
    expect(findBrowser({ ...machine(['/usr/bin/chromium']), headlessShell: true })).toMatchObject({
      source: 'debian',
      executablePath: '/usr/bin/chromium',
    });
  });

  it("falls back to Debian's Chromium, then to Google Chrome", () => {
    expect(findBrowser(machine(['/usr/bin/chromium', '/opt/google/chrome/chrome']))).toMatchObject({
      source: 'debian',
      executablePath: '/usr/bin/chromium',
    });
    expect(findBrowser(machine(['/opt/google/chrome/chrome']))).toMatchObject({
      source: 'chrome',
      executablePath: '/opt/google/chrome/chrome',
    });
  });

  it('finds Chrome where macOS and Windows install it', () => {
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser(machine([mac], { platform: 'darwin' }))).toMatchObject({ found: mac });
    const windows = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    expect(
      findBrowser(
        machine([windows], { platform: 'win32', env: { PROGRAMFILES: 'C:\\Program Files' } }),
      ),
    ).toMatchObject({ found: windows });
  });

  it('says which commands install a browser when there is none', () => {
    const found = findBrowser(machine([]));
    expect(found).toEqual({ problem: expect.stringContaining('npx playwright install chromium') });
    expect('problem' in found && found.problem).toContain('apt-get install chromium');
  });
});
