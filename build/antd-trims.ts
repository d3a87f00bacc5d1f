import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const UNIQUE_TOOLTIP_STUB = '\0trading:no-unique-tooltip';

const inSrc = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** An import of `source` in antd's module `importer` (its path below antd/es) and the file it becomes. */
interface Replacement {
  importer: string;
  source: string;
  file: string;
}

const TABLE_UTILITIES = inSrc('lib/antd-trimmed/table-utilities.ts');
const TWO_TONE_ICON = inSrc('lib/decorative-two-tone-icon.ts');
const NO_WAVE = inSrc('lib/antd-trimmed/no-wave.ts');
/** The antd components that draw a click ripple around themselves. */
const WAVE_USERS = [
  'button/Button.js',
  'checkbox/Checkbox.js',
  'radio/radio.js',
  'switch/index.js',
  'steps/index.js',
  'tag/index.js',
];

const BREAKPOINTS = inSrc('lib/antd-trimmed/breakpoints.ts');
/** The antd modules that ask which breakpoints the screen matches: importer, source. */
const BREAKPOINT_USERS: readonly (readonly [importer: string, source: string])[] = [
  ['grid/row.js', './hooks/useBreakpoint'],
  ['grid/index.js', './hooks/useBreakpoint'],
  ...[
    'pagination/Pagination.js',
    'masonry/Masonry.js',
    'avatar/Avatar.js',
    'list/index.js',
    'descriptions/index.js',
    'steps/index.js',
    'table/InternalTable.js',
  ].map((importer) => [importer, '../grid/hooks/useBreakpoint'] as const),
];

const SUB_COMPONENT = inSrc('lib/antd-trimmed/sub-component.ts');
/** Sub-components a component's module imports to hang on itself, none rendered: importer, source. */
const SUB_COMPONENTS: readonly (readonly [importer: string, source: string])[] = [
  ['skeleton/Skeleton.js', './Avatar'],
  ['skeleton/Skeleton.js', './Button'],
  ['skeleton/Skeleton.js', './Image'],
  ['skeleton/Skeleton.js', './Input'],
  ['skeleton/Skeleton.js', './Node'],
  ['tag/index.js', './CheckableTag'],
  ['tag/index.js', './CheckableTagGroup'],
  ['alert/index.js', './ErrorBoundary'],
  ['card/index.js', './CardMeta'],
];

const isAntdModule = (id: string, path: string) =>
  id.replaceAll('\\', '/').endsWith(`/antd/es/${path}`);

/**
 * Imports of antd features no first screen (or no screen at all) uses, each resolved to a module
 * of the app: src/lib/antd-lazy loads the feature on its first use; src/lib/antd-trimmed has none
 * of its code and throws where a page would have used it.
 *
 * - antd's App creates the modal, notification and message APIs (and their dialog and list code,
 *   and the message's and notification's style sheets, about half of the shell's) up front, though
 *   no first screen shows any: they resolve to the same hooks loaded on first use
 *   (src/lib/antd-lazy). The message code, which the request client's toasts use, is loaded ahead
 *   once the page has settled (a toast that says the network is gone could not load it then).
 * - The Table's row selection, column filters and virtual mode: no table of the app selects rows,
 *   filters a column or scrolls virtually, and between them they put antd's checkbox, radio,
 *   dropdown, menu and tree and the virtual table into every page with a table (30–40 KB
 *   compressed).
 * - The Card's tabs (`tabList`): no card has tabs, and the import put the tab, menu and dropdown
 *   code into every page with a card (about 14 KB compressed).
 * - The tooltips of Form.Item labels and Segmented options: none has one, and the import put the
 *   tooltip's code into every page with a form or a segmented control (5.5 KB compressed).
 * - Sub-components that a component's module imports only to hang on itself, and no screen
 *   renders (SUB_COMPONENTS): Skeleton's Button, Avatar, Input, Image and Node (the app's one
 *   skeleton draws a title and lines), Tag's checkable tags, Alert's ErrorBoundary and Card's Meta.
 *   They were in every page that shows the component (about 1.5 KB compressed on a list page).
 * - The Pagination's page-size changer, which no list shows, imported the whole Select (with its
 *   drop-down, virtual list and positioning, about 30 KB compressed) into every page with a pager:
 *   it resolves to the app's LazySelect, which loads the Select if a changer is ever reached.
 * - The click ripple (Wave), which the app turns off: the controls that draw one render without
 *   it, and its code and motion leave the shell (src/lib/antd-trimmed/no-wave.ts).
 * - Custom colours of Tags and Tooltips (any colour but antd's names), for which each parsed the
 *   colour: the Tooltip on every render, whatever its colour. No tag or tooltip of the app has one,
 *   and the parser (3.4 KB compressed) was in nearly every page. Empty's picture, the parser's
 *   other user on every list, takes its colours from a table written at build
 *   (build/antd-static-styles.ts); the Progress bar keeps the parser, in the chunks of the few
 *   pages that show one.
 * - Form.Item's check that its element is on screen, a layout of the page in each item's render:
 *   it asks whether the element is in the document instead (src/lib/antd-trimmed/form-item-
 *   utilities.ts).
 * - The breakpoints the screen matches (BREAKPOINT_USERS): antd's hook forced each component that
 *   asks, every Row of every Form.Item among them, to render again inside the commit that mounted
 *   it; they read them as they render instead (src/lib/antd-trimmed/breakpoints.ts).
 * - The same re-render from a Button's loading spinner, a motion mounted (empty) in every button
 *   without an icon: it is put in once the button first loads (src/lib/antd-trimmed/
 *   button-loading-icon.ts); and from Form.Item's measure of its `extra` text, which runs after
 *   the commit instead (src/lib/antd-trimmed/form-item-input-utilities.ts).
 */
export const REPLACEMENTS: readonly Replacement[] = [
  {
    importer: 'app/App.js',
    source: '../modal/useModal',
    file: inSrc('lib/antd-lazy/use-modal.ts'),
  },
  {
    importer: 'app/App.js',
    source: '../message/useMessage',
    file: inSrc('lib/antd-lazy/use-message.ts'),
  },
  {
    importer: 'app/App.js',
    source: '../notification/useNotification',
    file: inSrc('lib/antd-lazy/use-notification.ts'),
  },
  {
    importer: 'table/InternalTable.js',
    source: './hooks/useSelection',
    file: inSrc('lib/antd-trimmed/table-selection.ts'),
  },
  {
    importer: 'table/Table.js',
    source: './hooks/useSelection',
    file: inSrc('lib/antd-trimmed/table-selection.ts'),
  },
  {
    importer: 'table/hooks/useFilter/index.js',
    source: './FilterDropdown',
    file: inSrc('lib/antd-trimmed/table-filter-dropdown.ts'),
  },
  {
    importer: 'table/InternalTable.js',
    source: './RcTable/VirtualTable',
    file: inSrc('lib/antd-trimmed/table-virtual.ts'),
  },
  {
    importer: 'form/FormItemLabel.js',
    source: '../tooltip',
    file: inSrc('lib/antd-trimmed/tooltip.ts'),
  },
  {
    importer: 'segmented/index.js',
    source: '../tooltip',
    file: inSrc('lib/antd-trimmed/tooltip.ts'),
  },
  {
    importer: 'card/Card.js',
    source: '../tabs',
    file: inSrc('lib/antd-trimmed/card-tabs.ts'),
  },
  ...SUB_COMPONENTS.map(([importer, source]) => ({ importer, source, file: SUB_COMPONENT })),
  {
    importer: 'pagination/Pagination.js',
    source: '../select',
    file: inSrc('lib/antd-lazy/select.ts'),
  },
  ...WAVE_USERS.map((importer) => ({ importer, source: '../_util/wave', file: NO_WAVE })),
  {
    importer: 'tooltip/util.js',
    source: '../color-picker/util',
    file: inSrc('lib/antd-trimmed/tooltip-colour.ts'),
  },
  {
    importer: 'tag/hooks/useColor.js',
    source: '@ant-design/fast-color',
    file: inSrc('lib/antd-trimmed/tag-colour.ts'),
  },
  {
    importer: 'form/FormItem/ItemHolder.js',
    source: '@rc-component/util',
    file: inSrc('lib/antd-trimmed/form-item-utilities.ts'),
  },
  ...BREAKPOINT_USERS.map(([importer, source]) => ({ importer, source, file: BREAKPOINTS })),
  {
    importer: 'button/Button.js',
    source: './DefaultLoadingIcon',
    file: inSrc('lib/antd-trimmed/button-loading-icon.ts'),
  },
  {
    importer: 'form/FormItemInput.js',
    source: '@rc-component/util',
    file: inSrc('lib/antd-trimmed/form-item-input-utilities.ts'),
  },
];

/**
 * Imports inside antd that put code every page loads but none runs into the shell or a page; each
 * is resolved to what the app actually uses, in production builds:
 *
 * - antd's form context takes one name, FormProvider, from @rc-component/form's index, whose top
 *   level hangs Field, List and the form hooks on its default export: importing the index put the
 *   whole form library into every first visit. The provider is resolved from its own module.
 * - ConfigProvider wraps the app in the "unique tooltip" provider only when its `tooltip.unique`
 *   option is set, but imports it, and with it @rc-component/trigger's popup code, either way. The
 *   app never sets that option (src/app/app.tsx), so the import resolves to a pass-through.
 * - The pager's own default texts are Chinese, imported by the pager whatever the page's language,
 *   and they sit in the Chinese texts' chunk, which an English page with a pager then loaded whole.
 *   antd always passes the pager its texts, so the default resolves to the English file antd
 *   already imports.
 * - rc-table measures the scroll bar of every table as it mounts, a layout of the whole page, for
 *   the fixed header only: its utilities resolve to src/lib/antd-trimmed/table-utilities.ts, which
 *   measures for a table with a fixed header alone.
 * - The two-tone icons draw through the icons' AntdIcon, which brings their colour palettes: they
 *   resolve it to src/lib/decorative-two-tone-icon.ts, which makes it decorative, as
 *   src/lib/decorative-icons.ts makes the other icons' component as the app starts. Only pages that
 *   draw a two-tone icon load it.
 * - The features in REPLACEMENTS.
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
      const replacement = REPLACEMENTS.find(
        (candidate) => candidate.source === source && isAntdModule(importer, candidate.importer),
      );
      if (replacement) return replacement.file;
      if (
        source === '../components/AntdIcon' &&
        /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]\w+TwoTone\.js$/.test(importer)
      ) {
        return TWO_TONE_ICON;
      }
      if (
        source === '@rc-component/util' &&
        /[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/.test(importer)
      ) {
        return TABLE_UTILITIES;
      }
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
