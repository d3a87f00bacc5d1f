import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README's "Where things are" block is checked against the tree: every name it lists exists, and a
 * line ending in "folders: a, b, …" names exactly the folders there.
 */
const readme = readFileSync('README.md', 'utf8');
const block = /## Where things are\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

interface Entry {
  path: string;
  folders?: string[];
}

/** Lines are `<indent><name> [<name> …]  <description>`; indentation nests names under a folder. */
function entries(text: string): Entry[] {
  const parents: string[] = [];
  const result: Entry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const depth = (line.length - line.trimStart().length) / 2;
    const [names = '', description = ''] = line.trim().split(/ {2,}/);
    parents.length = depth;
    const folders = /folders: ([\w\s,-]+)$/.exec(description)?.[1];
    for (const name of names.split(' ')) {
      const full = path.join(...parents, name);
      result.push({
        path: full,
        ...(folders ? { folders: folders.split(',').map((folder) => folder.trim()) } : {}),
      });
    }
    const first = names.split(' ')[0] ?? '';
    if (first.endsWith('/')) parents[depth] = first;
  }
  return result;
}

const listed = entries(block);

describe("the README's layout", () => {
  it('lists the top of the tree', () => {
    expect(listed.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        'src/',
        'mock/',
        'tests/',
        'docs/',
        'src/contract/',
        'mock/domains/',
      ]),
    );
  });

  it.each(listed.map((entry) => [entry.path]))('names %s, which exists', (name) => {
    expect(existsSync(name)).toBe(true);
  });

  it.each(listed.filter((entry) => entry.folders).map((entry) => [entry.path, entry.folders]))(
    'names every folder of %s',
    (folder, folders) => {
      const actual = readdirSync(folder, { withFileTypes: true })
        .filter((item) => item.isDirectory())
        .map((item) => item.name)
        .sort();
      expect(folders).toEqual(actual);
    },
  );
});
