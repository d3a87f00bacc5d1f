/**
 * V8 compiles a function the first time it is called, on the page's main thread, inside the task
 * that calls it, unless the file says on its first line that its functions run as it loads
 * (`//# allFunctionsCalledOnLoad`, Chrome 136 on; any other browser reads a comment): then the
 * whole file is compiled on a background thread while it downloads. The app's files load when
 * their code is about to run (the shell at start, a page's chunks with the page, a part when it
 * is shown), so each carries the hint; an on-demand library does not, since what a member asks
 * for runs a small part of it (an export, of ExcelJS). Decision D309.
 */
import { inOnDemandPackage } from './on-demand-libraries.ts';

import type { Plugin, Rolldown } from 'vite';

/** The first line of a file whose functions V8 compiles as the file downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether a chunk's functions run as it loads: every chunk but an on-demand library's. */
export function runsAsItLoads(moduleIds: readonly string[]): boolean {
  return !moduleIds.some((id) => inOnDemandPackage(id));
}

/** The chunk with the hint on its first line; its source map, if any, moved down a line. */
export function withCompileHint(chunk: Rolldown.OutputChunk): void {
  chunk.code = COMPILE_HINT + chunk.code;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}

/** Puts the hint on the first line of each chunk whose functions run as it loads. */
export function compileHints(): Plugin {
  return {
    name: 'trading:compile-hints',
    apply: 'build',
    generateBundle: {
      // After every other plugin's changes to the code: the hint must stay its first line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && runsAsItLoads(output.moduleIds)) withCompileHint(output);
        }
      },
    },
  };
}
