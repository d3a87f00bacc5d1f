import { staticImportCycle } from '../../../build/small-chunk-groups';
import {
  type ChunkNode,
  type ChunkPlanOptions,
  planSmallChunkGroups,
} from '../../../build/small-chunk-plan';

function chunk(fileName: string, fields: Partial<ChunkNode> = {}): ChunkNode {
  return {
    fileName,
    modules: [`/src/${fileName}.ts`],
    imports: ['shell'],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    hasStyles: false,
    gzipBytes: 300,
    ...fields,
  };
}

const page = (fileName: string, imports: string[], fields: Partial<ChunkNode> = {}) =>
  chunk(fileName, { imports: ['shell', ...imports], isDynamicEntry: true, ...fields });

const OPTIONS: ChunkPlanOptions = {
  isExact: (c) => c.fileName === 'home',
  maxChunkBytes: 1024,
  maxAddedBytes: 1024,
};

const shell = chunk('shell', {
  imports: [],
  isEntry: true,
  dynamicImports: ['home', 'tender', 'listing', 'login'],
});

/** The group of each chunk's first module, by chunk. */
function groupsOf(chunks: ChunkNode[], options = OPTIONS): Record<string, string | undefined> {
  const plan = planSmallChunkGroups(chunks, options);
  return Object.fromEntries(chunks.map((c) => [c.fileName, plan.get(c.modules[0] ?? '')]));
}

describe('the plan of small-chunk groups', () => {
  it("joins small chunks that pages read together, every module of each, and leaves pages' own chunks", () => {
    const both = chunk('both', { modules: ['/src/a.ts', '/src/b.ts'] });
    const chunks = [
      shell,
      page('tender', ['both', 'tender-only', 'all']),
      page('listing', ['both', 'all']),
      page('login', ['all']),
      both,
      chunk('tender-only'),
      chunk('all'),
    ];

    const plan = planSmallChunkGroups(chunks, OPTIONS);
    const groups = groupsOf(chunks);

    expect(groups.both).toBeDefined();
    expect(plan.get('/src/b.ts')).toBe(groups.both);
    expect(groups.all).toBe(groups.both);
    expect(groups.tender).toBeUndefined();
    expect(groups.shell).toBeUndefined();
  });

  it('adds to no page more than it may gain', () => {
    const chunks = [
      shell,
      page('tender', ['a', 'b']),
      page('listing', ['a', 'b']),
      page('login', ['a']),
      chunk('a'),
      chunk('b', { gzipBytes: 1000 }),
    ];

    // Joining b to a would make the login page load b's 1000 bytes: within 1024, not within 900.
    expect(groupsOf(chunks).a).toBe(groupsOf(chunks).b);
    const tighter = groupsOf(chunks, { ...OPTIONS, maxAddedBytes: 900 });
    expect(tighter.a).not.toBe(tighter.b);
    // Each page's own allowance: the login page's alone decides.
    const loginTighter = groupsOf(chunks, {
      ...OPTIONS,
      maxAddedBytes: (entry) => (entry.fileName === 'login' ? 900 : 4096),
    });
    expect(loginTighter.a).not.toBe(loginTighter.b);
    const othersTighter = groupsOf(chunks, {
      ...OPTIONS,
      maxAddedBytes: (entry) => (entry.fileName === 'login' ? 1024 : 0),
    });
    expect(othersTighter.a).toBe(othersTighter.b);
  });

  it('adds nothing to what an exact entry loads, and still joins what it reads with others', () => {
    const chunks = [
      shell,
      page('tender', ['a', 'b', 'c']),
      page('listing', ['a', 'b', 'c']),
      page('toasts', ['a', 'b'], { modules: ['/src/toasts.ts'] }),
      chunk('a'),
      chunk('b'),
      chunk('c'),
    ];
    const exact = {
      ...OPTIONS,
      isExact: (c: ChunkNode) => c.fileName === 'home' || c.fileName === 'toasts',
    };

    // Loosely, c joins a and b: the toasts' entry would load its 300 bytes too.
    expect(groupsOf(chunks).c).toBe(groupsOf(chunks).a);
    const groups = groupsOf(chunks, exact);
    expect(groups.a).toBe(groups.b);
    expect(groups.c).not.toBe(groups.a);
  });

  it('joins no chunk larger than the limit, and only when more pages save a file than KB they gain', () => {
    const chunks = [
      shell,
      page('tender', ['a', 'large', 'c']),
      page('listing', ['a', 'large']),
      page('login', ['c']),
      chunk('a'),
      chunk('large', { gzipBytes: 2000 }),
      chunk('c', { gzipBytes: 1000 }),
    ];

    const groups = groupsOf(chunks);
    expect(groups.large).toBeUndefined();
    // a and c: one page saves a file, two gain about a kilobyte.
    expect(groups.a).not.toBe(groups.c);
  });

  it("adds nothing to an exact page's visit, through its lazy parts too, and leaves the entry's imports", () => {
    const chunks = [
      chunk('shell', {
        imports: ['startup'],
        isEntry: true,
        dynamicImports: ['home', 'tender', 'listing'],
      }),
      page('home', ['h', 'k'], { dynamicImports: ['home-part'] }),
      page('home-part', ['p']),
      page('tender', ['h', 'k', 'p', 'startup', 'x']),
      page('listing', ['h', 'k', 'p', 'startup', 'x']),
      chunk('h'),
      chunk('k'),
      chunk('p'),
      chunk('startup', { imports: [] }),
      chunk('x'),
    ];

    const groups = groupsOf(chunks);
    // What the home page reads joins: its visit loads the same bytes in fewer files.
    expect(groups.h).toBeDefined();
    expect(groups.k).toBe(groups.h);
    // Neither the home page nor its lazy part loads what the other reads, nor x.
    expect(groups.p).not.toBe(groups.h);
    expect(groups.x).not.toBe(groups.h);
    expect(groups.x).not.toBe(groups.p);
    expect(groups.startup).toBeUndefined();

    // The same chunks for a page that is not exact: all of them join.
    const loose = groupsOf(chunks, { ...OPTIONS, isExact: () => false });
    expect(new Set([loose.h, loose.k, loose.p, loose.x])).toEqual(new Set([loose.h]));
  });

  it('joins chunks with styles and the chunks that import them, a saved style sheet counted as a file', () => {
    const chunks = [
      shell,
      page('tender', ['styled', 'uses-styled', 'other-styled']),
      page('listing', ['styled', 'uses-styled', 'other-styled']),
      chunk('styled', { hasStyles: true }),
      chunk('uses-styled', { imports: ['shell', 'styled'] }),
      // Joining it saves two pages a script and a style sheet: 4 files for 2 KB gained by one.
      chunk('other-styled', { hasStyles: true, gzipBytes: 1000 }),
      page('login', ['other-styled'], { gzipBytes: 300 }),
    ];

    const groups = groupsOf(chunks, { ...OPTIONS, maxAddedBytes: 2048 });
    expect(groups.styled).toBeDefined();
    expect(groups['uses-styled']).toBe(groups.styled);
    expect(groups['other-styled']).toBe(groups.styled);
  });

  it('joins a chunk with the chunks it imports, once all of them may join', () => {
    const chunks = [
      shell,
      page('tender', ['top', 'middle', 'low']),
      page('listing', ['top', 'middle', 'low']),
      // middle is too large to join: top → middle → low must stay apart from low.
      chunk('top', { imports: ['shell', 'middle', 'low'] }),
      chunk('middle', { imports: ['shell', 'low'], gzipBytes: 2000 }),
      chunk('low'),
      page('news', ['upper', 'lower']),
      page('help', ['upper', 'lower']),
      chunk('upper', { imports: ['shell', 'lower'] }),
      chunk('lower'),
    ];

    const groups = groupsOf(chunks);
    expect(groups.upper).toBeDefined();
    expect(groups.upper).toBe(groups.lower);
    // top imports middle, which the bundler makes: top cannot join at all.
    expect(groups.top).toBeUndefined();
    expect(groups.middle).toBeUndefined();
  });

  it('makes no chunks that import one another in a cycle, whatever the graph', () => {
    // A seeded generator of import graphs: chunk i imports only chunks after it, as bundles do.
    // Groups join chunks of any height, so two groups that a third leads from one to the other
    // must stay apart: without that rule this fails.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let round = 0; round < 300; round++) {
      const names = Array.from({ length: 12 }, (_, i) => `c${i}`);
      const shared = names.map((name, i) =>
        chunk(name, {
          imports: ['shell', ...names.slice(i + 1).filter(() => random() < 0.2)],
          gzipBytes: 100 + Math.floor(random() * 600),
          hasStyles: random() < 0.3,
        }),
      );
      const pages = ['tender', 'listing', 'login', 'news'].map((name) =>
        page(
          name,
          names.filter(() => random() < 0.35),
        ),
      );
      const chunks = [shell, ...pages, ...shared];
      const plan = planSmallChunkGroups(chunks, { ...OPTIONS, maxAddedBytes: 2048 });

      // The chunks the plan makes, each importing what its modules' chunks imported.
      const named = (name: string) => plan.get(`/src/${name}.ts`) ?? name;
      const built = [...new Set(chunks.map((c) => named(c.fileName)))].map((name) =>
        chunk(name, {
          imports: chunks
            .filter((c) => named(c.fileName) === name)
            .flatMap((c) => c.imports.map(named))
            .filter((imported) => imported !== name),
        }),
      );
      expect(staticImportCycle(built)).toBeUndefined();
    }
  });
});

describe('the check of the built chunks', () => {
  it('finds chunks that import one another in a cycle', () => {
    const chunks = [
      chunk('a', { imports: ['b'] }),
      chunk('b', { imports: ['c'] }),
      chunk('c', { imports: ['a'] }),
      chunk('d', { imports: ['a'] }),
    ];
    expect(staticImportCycle(chunks)).toEqual(['a', 'b', 'c']);
  });

  it('finds none in chunks that share imports without a cycle', () => {
    const chunks = [
      chunk('a', { imports: ['b', 'c'] }),
      chunk('b', { imports: ['c'] }),
      chunk('c', { imports: [] }),
    ];
    expect(staticImportCycle(chunks)).toBeUndefined();
  });
});
