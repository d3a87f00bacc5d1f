import { smallChunkGroups, withoutFileHashes } from '../../../build/small-chunk-groups';

import type { Plugin, Rolldown } from 'vite';

type Handler = (
  this: { error: (message: string) => never },
  options: unknown,
  bundle: Rolldown.OutputBundle,
) => void;

function outputChunk(
  fileName: string,
  fields: Partial<Rolldown.OutputChunk> & { moduleIds: string[] },
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code: 'export {}',
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    ...fields,
  } as Rolldown.OutputChunk;
}

/** The bundler's chunks without groups: the entry, two pages and two small chunks both read. */
function firstBundle(): Rolldown.OutputBundle {
  const chunks = [
    outputChunk('shell.js', {
      moduleIds: ['/src/main.tsx'],
      isEntry: true,
      dynamicImports: ['tender.js', 'listing.js'],
    }),
    outputChunk('tender.js', {
      moduleIds: ['/src/tender.tsx'],
      isDynamicEntry: true,
      imports: ['shell.js', 'a.js', 'b.js'],
    }),
    outputChunk('listing.js', {
      moduleIds: ['/src/listing.tsx'],
      isDynamicEntry: true,
      imports: ['shell.js', 'a.js', 'b.js'],
    }),
    outputChunk('a.js', { moduleIds: ['/src/a.ts'], imports: ['shell.js'] }),
    outputChunk('b.js', { moduleIds: ['/src/b.ts'], imports: ['shell.js'] }),
  ];
  return Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/** Runs `buildApp` with a builder whose builds hand `bundles` in turn to the plugins' hooks. */
async function build(plugins: Plugin[], bundles: Rolldown.OutputBundle[]) {
  const handlers = plugins.flatMap((plugin) => {
    const hook = plugin.generateBundle as { handler: Handler } | undefined;
    return hook ? [hook.handler] : [];
  });
  const written: string[][] = [];
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const environment = { logger: { info: vi.fn() } };
  const builder = {
    environments: { client: environment },
    build: vi.fn(() => {
      const bundle = bundles.shift() ?? {};
      for (const handler of handlers) handler.call(context, {}, bundle);
      written.push(Object.keys(bundle));
      return Promise.resolve();
    }),
  };
  // The plugin's hook is a plain function; the builder here has only what it uses.
  const buildApp = plugins[0]?.buildApp as unknown as (b: typeof builder) => Promise<void>;
  await buildApp(builder);
  return { written, builds: builder.build.mock.calls.length };
}

const OPTIONS = { isExact: () => false, maxChunkBytes: 8192, maxAddedBytes: 8192 };

describe('the small-chunk groups build plugin', () => {
  it('builds twice: the first build writes nothing and its chunks make the groups of the second', async () => {
    const { plugins, group } = smallChunkGroups(OPTIONS);

    const { written, builds } = await build(plugins, [firstBundle(), firstBundle()]);

    expect(builds).toBe(2);
    expect(written[0]).toEqual([]);
    expect(written[1]).toContain('tender.js');
    expect(group.test('/src/a.ts')).toBe(true);
    expect(group.name('/src/b.ts')).toBe(group.name('/src/a.ts'));
    expect(group.test('/src/tender.tsx')).toBe(false);
    expect(group.name('/src/main.tsx')).toBeNull();
  });

  it('fails the build whose chunks import one another in a cycle', async () => {
    const { plugins } = smallChunkGroups(OPTIONS);
    const cyclic = firstBundle();
    (cyclic['a.js'] as Rolldown.OutputChunk).imports = ['shell.js', 'b.js'];
    (cyclic['b.js'] as Rolldown.OutputChunk).imports = ['shell.js', 'a.js'];

    await expect(build(plugins, [firstBundle(), cyclic])).rejects.toThrow(/cycle: a\.js → b\.js/);
  });

  it('measures a chunk without the content hashes of the files it names, which change with every build id', () => {
    const one =
      'import{a as b}from"./shell-CwIqcfcw.js";const d=["assets/shared-4-34-DMveRy7-.js","assets/x-Ab_dEf12.css"];';
    const other =
      'import{a as b}from"./shell-BDvr4Koo.js";const d=["assets/shared-4-34-kXkNmrz-.js","assets/x-Zz9_Yy8x.css"];';

    expect(withoutFileHashes(one)).toBe(
      'import{a as b}from"./shell.js";const d=["assets/shared-4-34.js","assets/x.css"];',
    );
    expect(withoutFileHashes(other)).toBe(withoutFileHashes(one));
  });
});
