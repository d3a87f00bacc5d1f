import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import {
  getCatalogue,
  loadCatalogue,
  loadFirstCatalogue,
  requireArea,
  LAZY_AREAS,
} from '@/lib/i18n/catalogue';
import enUS from '@/locales/en-US';
import other from '@/locales/en-US/other';
import zhCN from '@/locales/zh-CN';
import devtools from '@/locales/zh-CN/devtools';

/** Keys start with their area's name in camelCase: 'hs-code.ts' holds 'hsCode.…'. */
const prefixOf = (area: string) =>
  area.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
/** The keys of the lazy areas, as a set: looked up once per key, not searched each time. */
const lazyKeys = (messages: Record<string, string>) =>
  new Set(
    Object.keys(messages).filter((key) =>
      LAZY_AREAS.some((area) => key.startsWith(`${prefixOf(area)}.`)),
    ),
  );

describe('catalogues', () => {
  it('have the same keys in zh-CN and en-US', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it.each([
    ['zh-CN', zhCN],
    ['en-US', enUS],
  ] as const)('have no empty message in %s', (_, messages) => {
    const empty = Object.entries(messages).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });
});

describe('locale catalogue', () => {
  it('loads every message of the first-load areas of a locale', async () => {
    const catalogue = await loadCatalogue('zh-CN');
    const lazy = lazyKeys(zhCN);
    const expected = Object.keys(zhCN).filter((key) => !lazy.has(key));

    expect(catalogue.locale).toBe('zh-CN');
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((key) => !(key in catalogue.messages))).toEqual([]);
    expect(catalogue.messages['common.appName']).toBe(zhCN['common.appName']);
  });

  it('adds a lazy area when a page asks for it, and keeps it after a locale switch', async () => {
    await loadCatalogue('en-US');
    expect(getCatalogue()?.messages).not.toHaveProperty(Object.keys(other)[0] ?? '');

    await requireArea('other');
    expect(getCatalogue()?.messages).toMatchObject(other);

    await loadCatalogue('zh-CN');
    await loadCatalogue('en-US');
    const lazy = lazyKeys(enUS);
    expect(Object.keys(getCatalogue()?.messages ?? {}).sort()).toEqual(
      Object.keys(enUS)
        // Every lazy area but `other` stays out until a page asks for it.
        .filter((key) => key.startsWith('other.') || !lazy.has(key))
        .sort(),
    );
  });

  it('includes an area a route asked for before the first catalogue loaded', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/i18n/catalogue');
    const required = fresh.requireArea('devtools');

    await fresh.loadCatalogue('zh-CN');
    await required;

    expect(fresh.getCatalogue()?.messages).toMatchObject(devtools);
  });

  it('publishes the first catalogue before the app renders, and never rejects', async () => {
    await expect(loadFirstCatalogue('en-US')).resolves.toBeUndefined();
    expect(getCatalogue()?.locale).toBe('en-US');
    expect(getCatalogue()?.messages['common.appName']).toBe(enUS['common.appName']);
  });

  it('gives antd the texts of the locale', async () => {
    expect((await loadCatalogue('zh-CN')).antdLocale.locale).toBe('zh-cn');
    expect((await loadCatalogue('en-US')).antdLocale.locale).toBe('en');
  });
});

describe('a catalogue chunk that does not arrive', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.doUnmock('@/locales/zh-CN/common');
  });

  it('fails the first load after the 120 s time-out, and the next load loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let heal: () => void = () => undefined;
    const healed = new Promise<void>((resolve) => (heal = resolve));
    vi.resetModules();
    vi.doMock('@/locales/zh-CN/common', async (importOriginal) => {
      await healed;
      return importOriginal();
    });
    const fresh = await import('@/lib/i18n/catalogue');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    let settled = false;
    const first = fresh.loadFirstCatalogue('zh-CN').then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    vi.useRealTimers();

    expect(fresh.getCatalogue()).toBeUndefined();
    expect(fresh.firstCatalogueFailed()).toBe(true);
    heal();
    await fresh.loadCatalogue('zh-CN');
    expect(fresh.getCatalogue()?.messages['common.appName']).toBe(zhCN['common.appName']);
    expect(fresh.firstCatalogueFailed()).toBe(false);
  });
});
