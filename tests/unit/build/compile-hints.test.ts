import { COMPILE_HINT, compileHints } from '../../../build/compile-hints';

import type { Rolldown } from 'vite';

type Hook = (options: unknown, bundle: Rolldown.OutputBundle) => void;

const EXCEL = '/app/node_modules/exceljs/dist/exceljs.min.js';

function chunk(fileName: string, moduleIds: string[], map?: { mappings: string }) {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    code: 'export const a=1;\nexport const b=2;',
    map: map ?? null,
  } as unknown as Rolldown.OutputChunk;
}

/** Runs the plugin's bundle hook on the given outputs, as the build does after every other. */
function hint(...outputs: Array<Rolldown.OutputChunk | Rolldown.OutputAsset>) {
  const plugin = compileHints();
  const hook = plugin.generateBundle as { order: string; handler: Hook };
  expect(hook.order).toBe('post');
  const bundle = Object.fromEntries(outputs.map((output) => [output.fileName, output]));
  hook.handler({}, bundle as Rolldown.OutputBundle);
  return bundle;
}

describe('compile hints', () => {
  it('put the hint on the first line of the shell, a page and a shared chunk', () => {
    const bundle = hint(
      chunk('assets/shell.js', ['/app/src/main.tsx', '/app/node_modules/react-dom/index.js']),
      chunk('assets/market.js', ['/app/src/pages/business/market/index.tsx']),
      chunk('assets/shared-1.js', ['/app/node_modules/antd/es/table/index.js']),
    );
    for (const name of ['assets/shell.js', 'assets/market.js', 'assets/shared-1.js']) {
      const { code } = bundle[name] as Rolldown.OutputChunk;
      expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
      expect(code).toBe(`${COMPILE_HINT}export const a=1;\nexport const b=2;`);
    }
  });

  it('leave an on-demand library alone: an export runs a small part of it', () => {
    const bundle = hint(chunk('assets/exceljs.js', [EXCEL]));
    expect((bundle['assets/exceljs.js'] as Rolldown.OutputChunk).code).toBe(
      'export const a=1;\nexport const b=2;',
    );
  });

  it('leave styles and other assets alone', () => {
    const css = {
      type: 'asset',
      fileName: 'assets/shell.css',
      source: 'a{color:red}',
    } as unknown as Rolldown.OutputAsset;
    const bundle = hint(css);
    expect((bundle['assets/shell.css'] as Rolldown.OutputAsset).source).toBe('a{color:red}');
  });

  it('move a source map down the line the hint takes', () => {
    const bundle = hint(
      chunk('assets/page.js', ['/app/src/pages/a.tsx'], { mappings: 'AAAA;AACA' }),
    );
    expect((bundle['assets/page.js'] as Rolldown.OutputChunk).map?.mappings).toBe(';AAAA;AACA');
  });
});
