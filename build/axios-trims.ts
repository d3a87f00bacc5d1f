import type { Plugin } from 'vite';

const NO_FETCH_BY_NAME = '\0trading:axios-no-fetch-by-name';

const isAxiosAdapters = (id: string) =>
  id.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js');

/**
 * axios's list of adapters imports its fetch adapter (with the stream, signal and multipart helpers
 * only it uses, about 4 KB compressed) into the shell, though in a browser a call takes the first
 * adapter the list names, XMLHttpRequest. The one call that needs fetch, a keepalive call that may
 * outlive the page, loads it on demand (src/lib/request/keepalive-adapter.ts). In production
 * builds the list's import resolves to a module under which fetch is never available by name:
 * asking for `adapter: 'fetch'` fails loudly rather than silently going through XMLHttpRequest.
 */
export function axiosTrims(): Plugin {
  return {
    name: 'trading:axios-trims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && isAxiosAdapters(importer)) return NO_FETCH_BY_NAME;
      return null;
    },
    load(id) {
      if (id !== NO_FETCH_BY_NAME) return null;
      return 'export const getFetch = () => false;\n';
    },
  };
}
