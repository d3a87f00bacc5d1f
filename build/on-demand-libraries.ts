/**
 * Libraries a member loads only when asking for what they do (decision D230: ExcelJS, ~250 KB gzip,
 * with the first spreadsheet export): the build fails if a chunk of one is in a page's or the
 * entry's static imports (or in index.html's preloads, which follow them), since every visit of
 * that page would then download it.
 */
import type { Plugin, Rolldown } from 'vite';

/** Packages under node_modules that only a dynamic `import()` may load. */
export const ON_DEMAND_PACKAGES: readonly string[] = ['exceljs'];

interface ChunkImports {
  fileName: string;
  modules: readonly string[];
  imports: readonly string[];
  isEntry: boolean;
}

const inPackage = (id: string, name: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${name.replace(/[.]/g, '\\.')}[\\\\/]`).test(id);

/** Whether a module belongs to one of the on-demand packages. */
export const inOnDemandPackage = (id: string): boolean =>
  ON_DEMAND_PACKAGES.some((name) => inPackage(id, name));

/**
 * Each chunk that holds an on-demand package and is loaded statically: the entry itself, or
 * imported without `import()` by another chunk. Says which chunk imports it.
 */
export function staticallyLoaded(
  chunks: readonly ChunkImports[],
  packages: readonly string[] = ON_DEMAND_PACKAGES,
): string[] {
  const problems: string[] = [];
  for (const chunk of chunks) {
    const held = packages.filter((name) => chunk.modules.some((id) => inPackage(id, name)));
    if (held.length === 0) continue;
    if (chunk.isEntry) problems.push(`${chunk.fileName} (${held.join(', ')}) is an entry`);
    for (const importer of chunks) {
      if (importer.imports.includes(chunk.fileName)) {
        problems.push(`${importer.fileName} imports ${chunk.fileName} (${held.join(', ')})`);
      }
    }
  }
  return problems;
}

function chunksOf(bundle: Rolldown.OutputBundle): ChunkImports[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            modules: output.moduleIds,
            imports: output.imports,
            isEntry: output.isEntry,
          },
        ]
      : [],
  );
}

/** Fails the build when an on-demand library is loaded with a page rather than on demand. */
export function onDemandLibraries(): Plugin {
  return {
    name: 'trading:on-demand-libraries',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems = staticallyLoaded(chunksOf(bundle));
      if (problems.length > 0) {
        this.error(
          `libraries meant to load on demand are loaded statically:\n  ${problems.join('\n  ')}`,
        );
      }
    },
  };
}
