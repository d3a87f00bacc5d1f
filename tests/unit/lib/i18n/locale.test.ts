// @vitest-environment jsdom
// The locale lives in localStorage and on <html lang dir>.
import { LOCALE_STORAGE_KEY } from '@/config/constants';
import {
  applyDocumentLocale,
  directionOf,
  getLocale,
  isRtl,
  setLocale,
  subscribeLocale,
  toSupportedLocale,
} from '@/lib/i18n/locale';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('getLocale', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the locale saved under umi_locale when there is one', () => {
    browserLanguages(['zh-CN']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');

    expect(getLocale()).toBe('en-US');
  });

  it('maps the browser language onto a supported locale when nothing is saved', () => {
    browserLanguages(['en-GB', 'zh-CN']);
    expect(getLocale()).toBe('en-US');

    browserLanguages(['zh-TW']);
    expect(getLocale()).toBe('zh-CN');
  });

  it('takes the first supported browser language when the first ones are not supported', () => {
    browserLanguages(['fr-FR', 'de', 'en']);

    expect(getLocale()).toBe('en-US');
  });

  it('falls back to zh-CN when neither storage nor browser gives a supported locale', () => {
    browserLanguages(['fr-FR', 'ja']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx-YY');

    expect(getLocale()).toBe('zh-CN');
  });

  it('ignores storage that throws and uses the browser language', () => {
    browserLanguages(['en-US']);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });

    expect(getLocale()).toBe('en-US');
  });
});

describe('setLocale', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the locale and tells subscribers when changing in place', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeLocale((locale) => seen.push(locale));

    setLocale('en-US');
    unsubscribe();
    setLocale('zh-CN');

    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(seen).toEqual(['en-US']);
  });

  it('tells subscribers when another tab changes the locale', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeLocale((locale) => seen.push(locale));

    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY }));
    unsubscribe();

    expect(seen).toEqual(['en-US']);
  });

  it('keeps the choice for this page when storage refuses to save it', () => {
    browserLanguages(['zh-CN']);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    expect(() => setLocale('en-US')).not.toThrow();
    expect(getLocale()).toBe('en-US');

    vi.restoreAllMocks();
    setLocale('zh-CN');
    expect(getLocale()).toBe('zh-CN');
  });
});

describe('toSupportedLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh_HK', 'zh-CN'],
    ['EN-us', 'en-US'],
    ['en-AU', 'en-US'],
    ['fr', undefined],
    ['', undefined],
  ])('maps %j to %j', (tag, locale) => {
    expect(toSupportedLocale(tag)).toBe(locale);
  });
});

describe('isRtl', () => {
  it.each([
    ['he-IL', true],
    ['ar', true],
    ['fa-IR', true],
    ['ku', true],
    ['zh-CN', false],
    ['en-US', false],
    ['hr-HR', false],
  ])('tells %s is right to left: %s', (locale, rtl) => {
    expect(isRtl(locale)).toBe(rtl);
  });
});

describe('directionOf and applyDocumentLocale', () => {
  it.each([
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['zh-CN', 'ltr'],
    ['en-US', 'ltr'],
  ])('gives %s the direction %s and sets it on the root element', (locale, direction) => {
    const root = document.createElement('html');

    applyDocumentLocale(root, locale);

    expect(directionOf(locale)).toBe(direction);
    expect(root).toHaveAttribute('dir', direction);
    expect(root).toHaveAttribute('lang', locale);
  });
});
