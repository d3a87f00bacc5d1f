import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const UNIQUE_TOOLTIP_STUB = '\0trading:no-unique-tooltip';

/** antd's App, and the hooks it takes the modal and notification APIs from. */
const APP = /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/;
const LAZY_HOOKS: Record<string, string> = {
  '../modal/useModal': fileURLToPath(new URL('../src/lib/antd-lazy/use-modal.ts', import.meta.url)),
  '../notification/useNotification': fileURLToPath(
    new URL('../src/lib/antd-lazy/use-notification.ts', import.meta.url),
  ),
};

/**
 * Imports inside antd that put code every page loads but none runs into the shell; each is
 * resolved to what the app actually uses, in production builds:
 *
 * - antd's form context takes one name, FormProvider, from @rc-component/form's index, whose top
 *   level hangs Field, List and the form hooks on its default export: importing the index put the
 *   whole form library into every first visit. The provider is resolved from its own module.
 * - ConfigProvider wraps the app in the "unique tooltip" provider only when its `tooltip.unique`
 *   option is set, but imports it, and with it @rc-component/trigger's popup code, either way. The
 *   app never sets that option (src/app/app.tsx), so the import resolves to a pass-through.
 * - antd's App creates the modal and notification APIs (and their dialog and list code) up front,
 *   though no first screen shows either: they resolve to the same hooks loaded on first use
 *   (src/lib/antd-lazy). The message API, which the request client's toasts use, stays as it is.
 * - The pager's own default texts are Chinese, imported by the pager whatever the page's language,
 *   and they sit in the Chinese texts' chunk, which an English page with a pager then loaded whole.
 *   antd always passes the pager its texts, so the default resolves to the English file antd
 *   already imports.
 */
export function antdTrims(): Plugin {
  return {
    name: 'trading:antd-trims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (
        source === '@rc-component/form' &&
        /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)
      ) {
        return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
      }
      if (APP.test(importer) && source in LAZY_HOOKS) return LAZY_HOOKS[source];
      if (
        source === './locale/zh_CN' &&
        /[\\/]@rc-component[\\/]pagination[\\/]es[\\/]Pagination\.js$/.test(importer)
      ) {
        return this.resolve('@rc-component/pagination/locale/en_US', importer, { skipSelf: true });
      }
      if (
        source === '../tooltip/UniqueProvider' &&
        /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
      ) {
        return UNIQUE_TOOLTIP_STUB;
      }
      return null;
    },
    load(id) {
      if (id !== UNIQUE_TOOLTIP_STUB) return null;
      return 'export default function UniqueProvider({ children }) { return children; }\n';
    },
  };
}
