import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every source file of the app, with its text. */
function sources(dir = 'src'): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [{ file, text: readFileSync(file, 'utf8') }] : [];
  });
}

/** Where a pattern stands, outside the files allowed to hold it. */
function found(pattern: RegExp, allowed: readonly string[] = []) {
  return sources()
    .filter(({ file }) => !allowed.includes(file))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
    );
}

/**
 * The seed's constants (request cache 5 minutes, focus refresh 5 s, page size 10) are read from
 * src/config/constants.ts and DEFAULT_PAGE_SIZE, never written again as a literal or left to a
 * library's own default.
 */
describe("the seed's request constants", () => {
  const POLICY = path.join('src', 'hooks', 'request-policy.ts');

  it('set focus refresh and caching only through the request policy', () => {
    expect(found(/refreshOnWindowFocus|focusTimespan|cacheTime|staleTime/, [POLICY])).toEqual([]);
  });

  it('write no 5-minute time and no page size of 10', () => {
    expect(
      found(/5 \* 60 \* 1000|300_?000\b/, [path.join('src', 'config', 'constants.ts')]),
    ).toEqual([]);
    expect(found(/\b(size|pageSize)\??:?\s*[:=]\s*10\b|\?\?\s*10\b/)).toEqual([]);
  });
});
