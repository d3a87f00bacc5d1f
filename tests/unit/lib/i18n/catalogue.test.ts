import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { isFirstLoadFile } from '@/lib/i18n/areas';
import { getCatalogue, loadCatalogue, loadFirstCatalogue, requireArea } from '@/lib/i18n/catalogue';
import other from '@/pages/other/texts/en-US';
import devtools from '@/pages/test/texts/zh-CN';

import { readTextFile, textFiles } from '../../../../build/texts';
import { arEG, enUS, zhCN } from '../../../utils/catalogues';

/** The keys of the areas that load with their pages (not under src/app), as a set. */
const lazyKeys = (locale: 'zh-CN' | 'en-US') =>
  new Set(
    textFiles(locale)
      .filter((file) => !isFirstLoadFile(file))
      .flatMap((file) => Object.keys(readTextFile(file))),
  );

const translations = [
  ['en-US', enUS],
  ['ar-EG', arEG],
] as const;

/**
 * What a message needs from the code: the names of its arguments and tags (Chinese writes a count
 * plainly where English and Arabic choose a plural form, so their kinds may differ). A plural or
 * select without an `other` form (ICU requires it) is named too.
 */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    out.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      if (!('other' in element.options)) out.add(`${element.value} without other`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, out);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, out);
  }
  return out;
}
const argumentNames = (message: string) => [...argumentsOf(parse(message))].sort().join(' ');

/** The text a message writes itself, outside its arguments (plural forms included). */
function wordsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => wordsOf(option.value))
          .join(' ');
      }
      return element.type === TYPE.tag ? wordsOf(element.children) : '';
    })
    .join('');
}

/** Messages that stay in another script in every catalogue: each language's name in itself. */
const NAMED_IN_ITSELF = /^layout\.language\.(name|short)\./;

describe('catalogues', () => {
  it.each(translations)('have the keys of zh-CN in %s', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it.each(translations)(
    'give every message of %s the arguments and tags of zh-CN',
    (_, messages) => {
      const differ = Object.entries(zhCN).filter(
        ([id, text]) => argumentNames(messages[id as keyof typeof zhCN]) !== argumentNames(text),
      );
      expect(differ.map(([id]) => id)).toEqual([]);
    },
  );

  it('write the words of every Arabic message in Arabic', () => {
    const notArabic = Object.entries(arEG).filter(([id, text]) => {
      const words = wordsOf(parse(text));
      return !NAMED_IN_ITSELF.test(id) && /\p{L}/u.test(words) && !/\p{Script=Arabic}/u.test(words);
    });
    expect(notArabic.map(([id]) => id)).toEqual([]);
  });

  it.each([['zh-CN', zhCN], ...translations] as const)(
    'have no empty message in %s',
    (_, messages) => {
      const empty = Object.entries(messages).filter(([, text]) => !text.trim());
      expect(empty).toEqual([]);
    },
  );
});

describe('locale catalogue', () => {
  it('loads every message of the first-load areas of a locale', async () => {
    const catalogue = await loadCatalogue('zh-CN');
    const lazy = lazyKeys('zh-CN');
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
    const lazy = lazyKeys('en-US');
    expect(Object.keys(getCatalogue()?.messages ?? {}).sort()).toEqual(
      Object.keys(enUS)
        // Every lazy area but `other` stays out until a page asks for it.
        .filter((key) => key.startsWith('other.') || !lazy.has(key))
        .sort(),
    );
  });

  it('adds lazy areas to the shown catalogue in place, without drawing the app again', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/i18n/catalogue');
    const shown = await fresh.loadCatalogue('en-US');
    const publishes = vi.fn();
    fresh.subscribeCatalogue(publishes);

    await fresh.withAreas(['other', 'test'], Promise.resolve('page'));

    expect(publishes).not.toHaveBeenCalled();
    expect(fresh.getCatalogue()).toBe(shown);
    expect(shown.messages).toMatchObject(other);
    expect(shown.areas).toEqual(expect.arrayContaining(['other', 'test']));
    // Asked again, nothing loads or changes.
    const messages = { ...shown.messages };
    await fresh.requireArea('other');
    expect(shown.messages).toEqual(messages);
    // A switch publishes a new catalogue holding both.
    await fresh.loadCatalogue('zh-CN');
    expect(publishes).toHaveBeenCalledTimes(1);
    expect(fresh.getCatalogue()?.messages).toMatchObject(devtools);
  });

  it('includes an area a route asked for before the first catalogue loaded', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/i18n/catalogue');
    const required = fresh.requireArea('test');

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
    expect((await loadCatalogue('ar-EG')).antdLocale.locale).toBe('ar');
  });
});

describe('a catalogue chunk that does not arrive', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.doUnmock('@/app/texts/common/zh-CN');
  });

  it('fails the first load after the 120 s time-out, and the next load loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let heal: () => void = () => undefined;
    const healed = new Promise<void>((resolve) => (heal = resolve));
    vi.resetModules();
    vi.doMock('@/app/texts/common/zh-CN', async (importOriginal) => {
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
