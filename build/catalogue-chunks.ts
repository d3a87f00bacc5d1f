import { SUPPORTED_LOCALES } from '../src/config/constants.ts';

/** antd's own texts for a locale (its components, date picker, pagination), by file name. */
const ANTD_LOCALE_FILE: Record<(typeof SUPPORTED_LOCALES)[number], string | undefined> = {
  'zh-CN': 'zh_CN',
  // antd imports en_US statically as its default texts: it is already in the shell.
  'en-US': undefined,
  'ar-EG': 'ar_EG',
};

/**
 * One chunk per locale for the texts every first visit loads: the shell's catalogue areas
 * (their texts folders under src/app; src/lib/i18n/areas.ts), antd's texts and the list of the
 * locale's other areas (src/lib/i18n/area-files). Left to itself the bundler makes a file of each area and each antd
 * locale module, and a first visit waits on seven small requests before the page can show.
 */
export function catalogueChunks() {
  return SUPPORTED_LOCALES.map((locale) => {
    const areas = new RegExp(
      `[\\\\/]src[\\\\/]app[\\\\/](?:.+[\\\\/])?texts[\\\\/](?:[\\w-]+[\\\\/])?${locale}\\.ts$`,
    );
    const list = new RegExp(
      `[\\\\/]src[\\\\/]lib[\\\\/]i18n[\\\\/]area-files[\\\\/]${locale.toLowerCase()}\\.ts$`,
    );
    const antdFile = ANTD_LOCALE_FILE[locale];
    const antd = antdFile
      ? new RegExp(
          `[\\\\/]node_modules[\\\\/](?:antd|@rc-component)[\\\\/].*[\\\\/]locale[\\\\/]${antdFile}\\.js$`,
        )
      : undefined;
    return {
      name: `catalogue-${locale}`,
      test: (id: string) => areas.test(id) || list.test(id) || (antd?.test(id) ?? false),
    };
  });
}

/** A lazily loaded area's file: `<owner>/texts/<locale>.ts` or `<owner>/texts/<part>/<locale>.ts`. */
const AREA_MODULE = /[\\/]src[\\/](.+)[\\/]texts[\\/](?:([\w-]+)[\\/])?([a-z]{2}-[A-Z]{2})\.ts$/;

/**
 * Output names of the chunks: a lazily loaded catalogue area is `texts-<area>-<locale>-<hash>.js`
 * (the bench counts the catalogue's bytes by that name), every other chunk `<name>-<hash>.js`.
 */
export function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const area = chunk.facadeModuleId ? AREA_MODULE.exec(chunk.facadeModuleId) : null;
  if (!area) return 'assets/[name]-[hash].js';
  const [, owner = '', part, locale = ''] = area;
  const name = part ?? owner.slice(owner.lastIndexOf('/') + 1);
  return `assets/texts-${name}-${locale}-[hash].js`;
}
