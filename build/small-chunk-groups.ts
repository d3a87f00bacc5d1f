import { gzipSync } from 'node:zlib';

import { type ChunkNode, type ChunkPlanOptions, planSmallChunkGroups } from './small-chunk-plan.ts';

import type { Plugin, Rolldown } from 'vite';

/**
 * A chunk's code with the content hashes of the file names it holds taken out. A chunk names the
 * files it imports by their hashes, which change whenever those files do (the shell's at every
 * build while the build id was in its code): measured with the names, a chunk's compressed size
 * moved by a byte or two with changes elsewhere, and so did the plan's choices between merges of
 * nearly equal worth.
 */
export function withoutFileHashes(code: string): string {
  return code.replace(/-[\w-]{8}\.(js|css)\b/g, '.$1');
}

function chunkNodes(bundle: Rolldown.OutputBundle): ChunkNode[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            modules: output.moduleIds,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            isEntry: output.isEntry,
            isDynamicEntry: output.isDynamicEntry,
            hasStyles: (output.viteMetadata?.importedCss.size ?? 0) > 0,
            gzipBytes: gzipSync(withoutFileHashes(output.code), { level: 9 }).length,
          },
        ]
      : [],
  );
}

/** The chunks on a cycle of static imports, if any. */
export function staticImportCycle(
  chunks: readonly Pick<ChunkNode, 'fileName' | 'imports'>[],
): string[] | undefined {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | undefined => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'open') return path.slice(path.indexOf(name));
    state.set(name, 'open');
    path.push(name);
    for (const next of byName.get(name)?.imports ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(name, 'done');
    return undefined;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * Joins the small chunks that pages share into fewer files (see `planSmallChunkGroups`). The plan
 * needs the chunks the bundler makes, so a build runs twice: once to see them (nothing written),
 * once with the groups. The second build fails if its chunks import one another in a cycle.
 */
export function smallChunkGroups(options: ChunkPlanOptions) {
  let plan = new Map<string, string>();
  let planning = false;
  let seen: ChunkNode[] = [];
  const plugins: Plugin[] = [
    {
      name: 'trading:small-chunk-groups',
      apply: 'build',
      async buildApp(builder) {
        const environment = builder.environments.client;
        if (!environment) return;
        planning = true;
        plan = new Map();
        try {
          await builder.build(environment);
        } finally {
          planning = false;
        }
        plan = planSmallChunkGroups(seen, options);
        const joined = seen.filter((chunk) => chunk.modules.some((id) => plan.has(id))).length;
        const files = new Set(plan.values()).size;
        environment.logger.info(`small-chunk groups: ${joined} small chunks in ${files} files`);
        await builder.build(environment);
      },
      // Before the HTML plugin folds the entry's chunk into index.html.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          if (planning) {
            seen = chunkNodes(bundle);
            return;
          }
          const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
          const cycle = staticImportCycle(chunks);
          if (cycle) this.error(`chunks import one another in a cycle: ${cycle.join(' → ')}`);
        },
      },
    },
    {
      name: 'trading:small-chunk-groups:first-build',
      apply: 'build',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          // The first build only shows the bundler's chunks: it writes nothing.
          if (planning)
            for (const name of Object.keys(bundle)) Reflect.deleteProperty(bundle, name);
        },
      },
    },
  ];
  const group = {
    debugName: 'small-chunk groups',
    name: (id: string) => plan.get(id) ?? null,
    test: (id: string) => plan.has(id),
    // The plan names every module a group imports outside the shell.
    includeDependenciesRecursively: false,
  };
  return { plugins, group };
}
