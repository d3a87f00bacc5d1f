import type { Plugin } from 'vite';

const NO_FETCH_BY_NAME = '\0trading:axios-no-fetch-by-name';
const NO_OPTION_CHECKS = '\0trading:axios-no-option-checks';
const NO_FORM_TO_JSON = '\0trading:axios-no-form-to-json';

const isAxiosFile = (importer: string | undefined, file: string) =>
  importer?.replaceAll('\\', '/').endsWith(`/axios/lib/${file}`) ?? false;

/**
 * Modules of axios's that production builds replace, by the import that brings them and the module
 * that imports them.
 *
 * - The list of adapters imports its fetch adapter (with the stream, signal and multipart helpers
 *   only it uses, about 4 KB compressed) into the shell, though in a browser a call takes the first
 *   adapter the list names, XMLHttpRequest. The one call that needs fetch, a keepalive call that
 *   may outlive the page, loads it on demand (src/lib/request/keepalive-adapter.ts). The stub never
 *   makes fetch available by name: asking for `adapter: 'fetch'` fails loudly rather than silently
 *   going through XMLHttpRequest.
 * - Each request checks its `transitional`, `paramsSerializer` and misspelt options against
 *   axios's validators, which warn about or reject a caller's mistakes; the app's options are
 *   typed and written once (src/lib/request/client.ts), and development builds, which keep the
 *   checks, would show a mistake first. The stub checks nothing.
 * - A FormData body sent as JSON is converted by formDataToJSON; the app sends FormData only as
 *   multipart (uploads), which axios passes through untouched. The stub throws, so that a FormData
 *   body with a JSON content type fails loudly instead of going out wrong.
 */
const STUBS: readonly { source: string; importer: string; id: string; code: string }[] = [
  {
    source: './fetch.js',
    importer: 'adapters/adapters.js',
    id: NO_FETCH_BY_NAME,
    code: 'export const getFetch = () => false;\n',
  },
  {
    source: '../helpers/validator.js',
    importer: 'core/Axios.js',
    id: NO_OPTION_CHECKS,
    code:
      'const accept = () => true;\n' +
      'export default {\n' +
      '  assertOptions() {},\n' +
      '  validators: { boolean: accept, function: accept, transitional: () => accept, spelling: () => accept },\n' +
      '};\n',
  },
  {
    source: '../helpers/formDataToJSON.js',
    importer: 'defaults/index.js',
    id: NO_FORM_TO_JSON,
    code:
      'export default function formDataToJSON() {\n' +
      "  throw new Error('FormData sent as JSON: not in this build');\n" +
      '}\n',
  },
];

/** Production builds' replacements of axios's modules (STUBS). */
export function axiosTrims(): Plugin {
  return {
    name: 'trading:axios-trims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = STUBS.find(
        (candidate) => candidate.source === source && isAxiosFile(importer, candidate.importer),
      );
      return stub?.id ?? null;
    },
    load(id) {
      return STUBS.find((stub) => stub.id === id)?.code ?? null;
    },
  };
}
