import type { Plugin } from 'vite';

/** The file of React DOM's client that production builds bundle. */
const REACT_DOM_CLIENT = '/react-dom/cjs/react-dom-client.production.js';

/**
 * The errors React DOM's client creates once, while its module is evaluated, and later throws or
 * compares by identity only: signals inside its work loop (a component suspended, a commit waits,
 * hydration failed or was outrun), never an error a member's action caused.
 */
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

/**
 * The function the transform adds at the end of the module (a declaration, so defined before the
 * module's code runs; at its start it would come before the module's "use strict").
 */
export const STACKLESS_ERROR = '__stacklessError';

const HELPER =
  `function ${STACKLESS_ERROR}(message) {\n` +
  '  return Object.create(Error.prototype, {\n' +
  '    message: { value: message, writable: true, configurable: true },\n' +
  '  });\n' +
  '}\n';

/**
 * React DOM's client with each sentinel made without a stack trace.
 *
 * A Chromium page asks V8 to keep a stack trace for every error, in case it goes uncaught, and a
 * trace needs the source positions of every function on the stack, which V8 does not keep for a
 * function until it is asked and then gets by parsing the function again. The sentinels are
 * created while the shell's code is evaluated, so the functions on the stack are React DOM's whole
 * module and the shell's whole top level: parsing both again took 50–60 ms of the first visit's
 * evaluation of the shell on this project's machine, four times that on a phone, for traces no
 * one reads. A sentinel made from Error.prototype has no trace to keep: it is still an Error
 * (`instanceof`, its name and message), and React only throws it and compares it by identity.
 * The build fails if React no longer creates a sentinel as this expects, rather than quietly
 * bundling the slow version.
 */
export function reactSentinelErrors(): Plugin {
  return {
    name: 'trading:react-sentinel-errors',
    apply: 'build',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(REACT_DOM_CLIENT)) return null;
      let transformed = code;
      for (const name of SENTINELS) {
        const creation = new RegExp(`\\b${name} = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`);
        if (!creation.test(transformed)) {
          throw new Error(
            `react-sentinel-errors: React DOM no longer creates ${name} as \`${name} = Error(formatProdErrorMessage(n))\`; read its new code and update this plugin`,
          );
        }
        transformed = transformed.replace(creation, `${name} = ${STACKLESS_ERROR}($1)`);
      }
      return { code: `${transformed}\n${HELPER}`, map: null };
    },
  };
}
