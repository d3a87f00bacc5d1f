import { SUPPORTED_LOCALES } from '../src/config/constants.ts';
import { LAZY_AREAS } from '../src/lib/i18n/lazy-areas.ts';

/** antd's own texts for a locale (its components, date picker, pagination), by file name. */
const ANTD_LOCALE_FILE: Record<(typeof SUPPORTED_LOCALES)[number], string | undefined> = {
  'zh-CN': 'zh_CN',
  // antd imports en_US statically as its default texts: it is already in the shell.
  'en-US': undefined,
  'ar-EG': 'ar_EG',
};

/**
 * One chunk per locale for the texts every first visit loads: the catalogue areas that are not
 * lazy, and antd's texts. Left to itself the bundler makes a file of each area and each antd
 * locale module, and a first visit waits on seven small requests before the page can show.
 */
export function catalogueChunks() {
  const lazy = LAZY_AREAS.join('|');
  return SUPPORTED_LOCALES.map((locale) => {
    const areas = new RegExp(
      `[\\\\/]src[\\\\/]locales[\\\\/]${locale}[\\\\/](?!(?:${lazy}|index)\\.ts$)[\\w-]+\\.ts$`,
    );
    const antdFile = ANTD_LOCALE_FILE[locale];
    const antd = antdFile
      ? new RegExp(
          `[\\\\/]node_modules[\\\\/](?:antd|@rc-component)[\\\\/].*[\\\\/]locale[\\\\/]${antdFile}\\.js$`,
        )
      : undefined;
    return {
      name: `catalogue-${locale}`,
      test: (id: string) => areas.test(id) || (antd?.test(id) ?? false),
    };
  });
}
