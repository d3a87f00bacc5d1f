import { shellChunk } from '../../../build/shell-chunk';

/** A module graph as the bundler reports it: each id and what it imports statically. */
const GRAPH: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/app/app.tsx', '/app/node_modules/react/index.js'],
  '/app/src/app/app.tsx': ['/app/node_modules/antd/es/index.js', '/app/src/lib/session.ts'],
  '/app/src/lib/session.ts': ['/app/node_modules/axios/index.js'],
  '/app/node_modules/react/index.js': [],
  '/app/node_modules/axios/index.js': ['/app/node_modules/axios/lib/adapters/xhr.js'],
  '/app/node_modules/axios/lib/adapters/xhr.js': [],
  // Imported only with import(): not among the entry's static imports.
  '/app/node_modules/axios/lib/adapters/fetch.js': [],
  '/app/node_modules/antd/es/index.js': [
    '/app/node_modules/antd/es/app/App.js',
    '/app/node_modules/antd/es/pagination/Pagination.js',
  ],
  '/app/node_modules/antd/es/app/App.js': ['/app/src/lib/antd-lazy/use-modal.ts'],
  '/app/node_modules/antd/es/pagination/Pagination.js': ['/app/src/lib/antd-lazy/select.ts'],
  '/app/src/lib/antd-lazy/use-modal.ts': [],
  '/app/src/lib/antd-lazy/select.ts': ['/app/src/components/lazy-select/index.tsx'],
  '/app/src/components/lazy-select/index.tsx': [],
  '/app/src/pages/home/index.tsx': ['/app/src/components/lazy-select/index.tsx'],
};

function shellOf(graph: Record<string, string[]>) {
  const { plugin, group } = shellChunk();
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ isEntry: id.endsWith('main.tsx'), importedIds: graph[id] }),
  };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  return (id: string) => group.test(id);
}

describe('the shell chunk', () => {
  it("holds the app's modules the entry imports and the framework packages", () => {
    const inShell = shellOf(GRAPH);
    expect(inShell('/app/src/app/app.tsx')).toBe(true);
    expect(inShell('/app/src/lib/session.ts')).toBe(true);
    expect(inShell('/app/node_modules/react/index.js')).toBe(true);
    expect(inShell('/app/node_modules/axios/lib/adapters/xhr.js')).toBe(true);
    // antd's modules go with the shell only as what its modules use (the bundler adds them).
    expect(inShell('/app/node_modules/antd/es/index.js')).toBe(false);
  });

  it("leaves out the app's modules that antd's imports resolve to, and what they import", () => {
    const inShell = shellOf(GRAPH);
    // Reached only through antd's index (which reaches every component): the pager's select and
    // the modal hook load with whatever uses their antd module.
    expect(inShell('/app/src/lib/antd-lazy/select.ts')).toBe(false);
    expect(inShell('/app/src/components/lazy-select/index.tsx')).toBe(false);
    expect(inShell('/app/src/lib/antd-lazy/use-modal.ts')).toBe(false);
    expect(inShell('/app/src/pages/home/index.tsx')).toBe(false);
  });

  it("leaves out antd's colour parser, which the entry does not reach", () => {
    // Only the Progress bar parses colours as a page runs (build/antd-trims.ts).
    const inShell = shellOf(GRAPH);
    expect(inShell('/app/node_modules/@ant-design/fast-color/es/FastColor.js')).toBe(false);
  });

  it('leaves out the modules of a framework package that only a lazy import reaches', () => {
    const inShell = shellOf(GRAPH);
    // axios's fetch adapter loads with the one call that needs it (src/lib/request/keepalive-adapter.ts).
    expect(inShell('/app/node_modules/axios/lib/adapters/fetch.js')).toBe(false);
  });
});
