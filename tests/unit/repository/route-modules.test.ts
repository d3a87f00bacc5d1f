import { readdirSync, readFileSync } from 'node:fs';

/**
 * A page is a folder of src/pages and one line in its domain's route module (src/app/routes/<domain>.tsx),
 * which gives its address, title, description, access and catalogue areas; src/app/routes/index.tsx
 * composes the modules and places each page in the section its address starts with.
 */
const ROUTES = 'src/app/routes';
const modules = readdirSync(ROUTES)
  .filter((file) => file.endsWith('.tsx') && file !== 'index.tsx')
  .map((file) => ({ file, source: readFileSync(`${ROUTES}/${file}`, 'utf8') }));
const index = readFileSync(`${ROUTES}/index.tsx`, 'utf8');

/** The page folders: every index.tsx under src/pages that is not a part of another page. */
const pageFolders = readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('/index.tsx') || file === 'index.tsx')
  .map((file) => file.slice(0, -'/index.tsx'.length))
  .filter((folder) => !folder.split('/').includes('components'))
  .sort();

const importsIn = (source: string) =>
  [...source.matchAll(/import\('@\/pages\/([\w/-]+)'\)/g)].map(([, folder]) => folder ?? '');

describe('route modules', () => {
  it('open every page folder from exactly one line', () => {
    const opened = [...modules.map(({ source }) => source), index].flatMap(importsIn).sort();
    expect(opened).toEqual(pageFolders);
  });

  it('are each composed by the route table', () => {
    const composed = modules.filter(
      ({ file }) => !index.includes(`from './${file.replace(/\.tsx$/, '')}'`),
    );
    expect(composed.map(({ file }) => file)).toEqual([]);
    expect(modules.length).toBeGreaterThan(10);
  });

  it('name each page by its key in paths once, and every line of a module is a page', () => {
    const keys = modules.flatMap(({ source }) =>
      [...source.matchAll(/pageRoute\(\s*'([\w.]+)'/g)].map(([, key]) => key),
    );
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([]);
    const pages = modules.flatMap(({ source }) => importsIn(source));
    expect(keys).toHaveLength(pages.length);
  });
});
