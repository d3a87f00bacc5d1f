import { readFileSync } from 'node:fs';

import { areaOfFile, isFirstLoadFile } from '@/lib/i18n/areas';

import { readTextFile, textFiles } from '../../../build/texts';

/**
 * A catalogue area is a `texts` folder beside the code that shows it, one file per language
 * (src/lib/i18n/areas.ts). No list of areas is kept by hand: these rules hold them together.
 */
const LOCALES = ['zh-CN', 'en-US', 'ar-EG'] as const;

const areasOf = (locale: (typeof LOCALES)[number]) =>
  textFiles(locale).map((file) => [areaOfFile(file), file] as const);

/** Every area file as the bundler loads it, by path from the project's root. */
const modules = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, string>>('/src/**/texts/**/*.ts', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, messages]) => [file.slice(1), messages]),
);

/** The app's sources as text: the route table and the lazily loaded parts that name areas. */
const sources = import.meta.glob<string>('/src/**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('catalogue areas', () => {
  it('each has a file in every language, beside the same folder', () => {
    const folders = (locale: (typeof LOCALES)[number]) =>
      textFiles(locale)
        .map((file) => file.slice(0, file.lastIndexOf('/')))
        .sort();
    expect(folders('en-US')).toEqual(folders('zh-CN'));
    expect(folders('ar-EG')).toEqual(folders('zh-CN'));
    expect(folders('zh-CN').length).toBeGreaterThan(30);
  });

  it.each(LOCALES)('have names no two folders share (%s)', (locale) => {
    const names = areasOf(locale).map(([area]) => area);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('name themselves in CatalogueAreas by their folder, so that their ids are typed', () => {
    const misnamed = areasOf('zh-CN').filter(([area, file]) => {
      const declared = /interface CatalogueAreas \{\s*'?([\w-]+)'?: typeof/.exec(
        readFileSync(file, 'utf8'),
      );
      return declared?.[1] !== area;
    });
    expect(misnamed).toEqual([]);
  });

  it('read the same in plain Node (the build, end-to-end tests) as through the bundler', () => {
    const files = LOCALES.flatMap((locale) => textFiles(locale));
    expect(files.map((file) => [file, readTextFile(file)])).toEqual(
      files.map((file) => [file, modules[file]]),
    );
  });

  it('outside src/app are each loaded by some route or lazily loaded part', () => {
    const named = new Set(
      Object.values(sources).flatMap((source) =>
        [
          ...source.matchAll(/(?:(?:pageAt|pageRoute)\([^;]*?|withAreas\()\[([^\]]*)\]/g),
          ...source.matchAll(/requireArea\(('[\w-]+')\)/g),
        ].flatMap(([, list]) => [...(list ?? '').matchAll(/'([\w-]+)'/g)].map(([, area]) => area)),
      ),
    );
    const unloaded = areasOf('zh-CN')
      .filter(([area, file]) => !isFirstLoadFile(file) && !named.has(area))
      .map(([area]) => area);
    expect(unloaded).toEqual([]);
  });
});
