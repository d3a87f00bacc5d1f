import { readdirSync, readFileSync } from 'node:fs';

import { LAZY_AREAS } from '@/lib/i18n/catalogue';

/** The catalogue's area files, the lazy-area list and the pages' areas.ts name the same areas. */
const areaFiles = (locale: string) =>
  readdirSync(`src/locales/${locale}`)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();

const pageAreas = import.meta.glob<{ default: readonly string[] }>('/src/pages/**/areas.ts', {
  eager: true,
});

/** The app's sources as text: a lazily loaded part of a page may require its own area. */
const sources = import.meta.glob<string>('/src/**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('catalogue areas', () => {
  it.each(['en-US', 'ar-EG'])('are the files of zh-CN in %s', (locale) => {
    expect(areaFiles(locale)).toEqual(areaFiles('zh-CN'));
  });

  it.each(['zh-CN', 'en-US', 'ar-EG'])('are all merged by the %s index', (locale) => {
    const index = readFileSync(`src/locales/${locale}/index.ts`, 'utf8');
    const imported = [...index.matchAll(/^import \w+ from '\.\/([\w-]+)';$/gm)].map(
      ([, file]) => file,
    );
    expect(imported.sort()).toEqual(areaFiles(locale));
    const camel = (area: string) =>
      area.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    for (const area of imported) expect(index).toContain(`...${camel(area ?? '')},`);
  });

  it('lists as lazy only area files', () => {
    expect(areaFiles('zh-CN')).toEqual(expect.arrayContaining([...LAZY_AREAS]));
  });

  it('loads every lazy area with some page, or with a part of one that requires it', () => {
    const required = Object.values(sources).flatMap((source) =>
      [...source.matchAll(/requireArea\('([\w-]+)'\)/g)].map(([, area]) => area),
    );
    const named = new Set([
      ...Object.values(pageAreas).flatMap((module) => module.default),
      ...required,
    ]);
    expect(LAZY_AREAS.filter((area) => !named.has(area))).toEqual([]);
  });
});
