import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

/** The feature folders: each is fenced off from the others without listing it here. */
const require = createRequire(import.meta.url);
/** antd's named tag colours: its hues, their inverses and its statuses. */
const TAG_COLOURS = (() => {
  const { PresetColors } = require('antd/lib/theme/interface/presetColors');
  const { PresetStatusColors } = require('antd/lib/_util/colors');
  return [
    ...PresetColors,
    ...PresetColors.map((hue) => `${hue}-inverse`),
    ...PresetStatusColors,
  ].join('|');
})();

const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layers below features: anything may import them, they import only each other. */
const shared = [
  './src/lib',
  './src/components',
  './src/config',
  './src/types',
  './src/utils',
  './src/locales',
  './src/hooks',
];

/**
 * Dependency direction: contract → shared code → features → pages → app; a feature never imports
 * another; the mock reaches the app only through the contract, and the app never reaches the mock.
 */
export const restrictedZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose them in a page, or share through src/contract.',
  })),
  { target: './src/features', from: ['./src/pages', './src/app'] },
  { target: './src/pages', from: './src/app' },
  {
    target: ['./src/app/!(routes)/**/*', './src/app/*.{ts,tsx}'],
    from: './src/pages',
    message:
      "A page is one line in its domain's route module (src/app/routes/<domain>.tsx): only those reach src/pages.",
  },
  { target: shared, from: ['./src/features', './src/pages', './src/app'] },
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'The contract is what app and mock share: it imports only itself.',
  },
  {
    target: './mock',
    from: './src',
    except: ['./contract'],
    message: 'The mock reaches the app only through src/contract.',
  },
  {
    target: './src',
    from: './mock',
    message: 'Only main.tsx reaches the mock, by one guarded dynamic import.',
  },
  {
    target: './src',
    from: ['./build', './scripts', './.ci', './tests'],
    message:
      'The app is what the build bundles: the build machinery, commands and tests read it, never the reverse.',
  },
  {
    target: './build',
    from: ['./mock', './scripts', './.ci', './tests'],
    message: 'The build reads the app and build/ only: commands and tests use it, not the reverse.',
  },
];

/** The mock's domain folders: each is fenced off from the others without listing it here. */
const mockDomains = readdirSync('./mock/domains', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The mock domains a domain builds on (besides mock/core and the contract); any other domain is
 * out of reach. The arrows never turn back: the order uses the coupon's rules when it is read,
 * paid or ended, so the coupon imports no order. A lower domain serves its own contract's paths
 * all the same: it reads a higher one's rows through core's tables and uses what that one lends
 * through core (`lent`: the coupon chosen at payment answers the order, the award opens one).
 * Notification builds on none: the domains whose rules raise events call its `notify`.
 */
const mockDomainUses = {
  member: ['auth', 'reference', 'notification'],
  tender: ['member', 'reference', 'notification'],
  bid: ['tender', 'member', 'reference', 'notification'],
  coupon: ['member', 'notification'],
  order: ['tender', 'bid', 'coupon', 'member', 'reference', 'notification'],
  invoice: ['order', 'member', 'upload', 'reference', 'notification'],
  market: ['member', 'reference'],
  directory: ['member', 'reference'],
  favourite: ['member', 'reference'],
  schedule: ['reference'],
  home: ['tender', 'member'],
  devtools: ['auth', 'member', 'order', 'invoice', 'reference', 'notification'],
  shipment: ['order', 'tender', 'member', 'schedule', 'upload', 'reference', 'notification'],
};

/**
 * The mock's fences: core imports no domain (domains register with it through the composition
 * root, mock/domains/index.ts), and a domain imports only the domains it builds on; the seeded
 * stories across domains (mock/scenarios) sit above them.
 */
export const mockZones = [
  ...mockDomains.map((domain) => ({
    target: `./mock/domains/${domain}`,
    from: './mock/domains',
    except: [domain, ...(mockDomainUses[domain] ?? [])].map((allowed) => `./${allowed}`),
    message: `A mock domain imports only the domains it builds on (mockDomainUses in eslint.config.js).`,
  })),
  {
    target: mockDomains.map((domain) => `./mock/domains/${domain}`),
    from: './mock/scenarios',
    message: 'A domain does not import the seeded stories; the composition root lists them.',
  },
  {
    target: './mock/core',
    from: ['./mock/domains', './mock/scenarios'],
    message: 'Mock core imports no domain: each domain registers with it (mock/domains/index.ts).',
  },
];

const serverFromPage =
  'A page reaches the server only through its feature (a hook or function in src/features/<domain>) or the shared lib that owns the call, never by the request client, API paths or a call of its own.';

/**
 * What a page may not import, as each is a direct way to call the server: the request client
 * (`@/lib/request` sends; its errors, toasts and useDescribeError send nothing and stay open), API
 * paths (`@/contract/<domain>/paths` and any `XApi` re-exported), the calls of a feature's or a
 * shared lib's `api` module and the ones the shared libs re-export, and axios.
 */
export const pageServerImports = {
  paths: [
    {
      name: '@/lib/reference',
      importNames: [
        'getAllDictItems',
        'getCountryPage',
        'getDictDetail',
        'getDictItems',
        'getDictPage',
        'getProvincePage',
        'searchPorts',
      ],
      message: serverFromPage,
    },
    { name: '@/lib/captcha', importNames: ['checkCaptcha', 'getCaptcha'], message: serverFromPage },
    {
      name: '@/lib/session',
      importNames: ['getCurrentMember', 'logoutRequest', 'refreshTokens'],
      message: serverFromPage,
    },
  ],
  patterns: [
    {
      // `@/lib/request` and its modules, but for those that send nothing.
      regex: '^@/lib/request(/(?!(errors|toast|use-describe-error)$).*)?$',
      message: `${serverFromPage} Failures: @/lib/request/errors and use-describe-error; toasts: @/lib/request/toast.`,
    },
    {
      group: ['@/contract/*/paths', '@/features/*/api', '@/lib/*/api', 'axios'],
      message: serverFromPage,
    },
    { group: ['@/**'], importNamePattern: 'Api$', message: serverFromPage },
  ],
};

/** Libraries of the app's UI and runtime, which the contract must not need (the mock runs without them). */
const uiLibraries = [
  'react',
  'react-*',
  'antd',
  '@ant-design/*',
  'axios',
  'ahooks',
  'dayjs',
  'dayjs/*',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'coverage',
      'public',
      'test-results',
      'playwright-report',
      '.bench',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile, 'react-hooks': reactHooks },
    settings: {
      // Without it import-x parses only .js files for the rules that follow imports (no-cycle saw no
      // TypeScript module at all).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: './tsconfig.json',
        }),
      ],
    },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // A cycle is one of the repository's own modules: the rule does not follow imports into
      // packages (a third of its time, and a package's cycles are not the app's to fix).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...restrictedZones, ...mockZones] }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'type'],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@mock/**', group: 'internal' },
          ],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          'src/**/': 'KEBAB_CASE',
          'mock/**/': 'KEBAB_CASE',
          'tests/**/': 'KEBAB_CASE',
          'build/**/': 'KEBAB_CASE',
          'scripts/**/': 'KEBAB_CASE',
        },
      ],
    },
  },
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: uiLibraries,
              message: 'The contract is plain TypeScript: no UI or HTTP libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**'],
    rules: { 'no-restricted-imports': ['error', pageServerImports] },
  },
  {
    // antd features production builds leave out (build/antd-trims.ts): used, they throw there.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXOpeningElement[name.name='Table'] > JSXAttribute[name.name=/^(rowSelection|virtual)$/]",
          "JSXOpeningElement[name.name='Card'] > JSXAttribute[name.name='tabList']",
          "JSXOpeningElement[name.property.name='Item'] > JSXAttribute[name.name='tooltip']",
          "JSXOpeningElement[name.name='Segmented'] Property[key.name='tooltip']",
          'Property[key.name=/^(filters|filterDropdown|onFilter|filteredValue|defaultFilteredValue)$/]',
          "JSXOpeningElement[name.name='Tooltip'] > JSXAttribute[name.name='color']",
          ":matches(MemberExpression, JSXMemberExpression)[object.name='Skeleton'][property.name=/^(Button|Avatar|Input|Image|Node)$/]",
          ":matches(MemberExpression, JSXMemberExpression)[object.name='Tag'][property.name=/^CheckableTag(Group)?$/]",
          ":matches(MemberExpression, JSXMemberExpression)[object.name='Alert'][property.name='ErrorBoundary']",
          ":matches(MemberExpression, JSXMemberExpression)[object.name='Card'][property.name='Meta']",
        ].map((selector) => ({
          selector,
          message:
            'Production builds leave this antd feature out (build/antd-trims.ts): remove its trim there first.',
        })),
        {
          // Other colours need the colour parser production builds leave out (build/antd-trims.ts).
          selector: `JSXOpeningElement[name.name='Tag'] > JSXAttribute[name.name='color']:matches([value.type!='Literal'], [value.value!=/^(${TAG_COLOURS})$/])`,
          message:
            "A Tag's colour is one of antd's names, written out: give it one, or use StatusTag (@/components/status-tag), whose colour is a TagColour.",
        },
        {
          selector:
            "JSXOpeningElement[name.name='InputNumber']:not(:has(JSXAttribute[name.name='controls']))",
          message:
            'rc-input-number names its stepper arrows in English only ("Increase Value"): give controls={false} (the arrow keys still step).',
        },
        {
          selector:
            "JSXOpeningElement[name.name='Input'] > JSXAttribute[name.name='allowClear'][value=null], JSXOpeningElement[name.object.name='Input'] > JSXAttribute[name.name='allowClear'][value=null]",
          message:
            "rc-input's clear button holds only an icon, which is decorative unless named: give allowClear={useInputClear()} (@/components/clear-button).",
        },
        ...[
          "JSXOpeningElement[name.name='Table']:not(:has(JSXAttribute[name.name='pagination']))",
          "JSXAttribute[name.name='pagination'] > JSXExpressionContainer > ObjectExpression:not(:has(Property[key.name='itemRender']))",
          "JSXOpeningElement[name.name='Pagination']:not(:has(JSXAttribute[name.name='itemRender']))",
        ].map((selector) => ({
          selector,
          message:
            "A pager's arrow buttons hold only an icon, which is decorative unless named: give the pager itemRender from usePagerItems() (@/components/pager-items), or a Table pagination={false}.",
        })),
        {
          selector:
            "ImportDeclaration[source.value='antd'] > ImportSpecifier[imported.name='Skeleton']",
          message:
            "antd's Skeleton draws its title bar as an empty heading and says nothing to a screen reader: use LoadingSkeleton from @/components/loading-skeleton.",
        },
        {
          selector:
            "ImportDeclaration[source.value='antd'][importKind!='type'] > ImportSpecifier[imported.name='Select'][importKind!='type']",
          message:
            "antd's Select draws its drop-down in the press that opens it, and loads with the page: use LazySelect from @/components/lazy-select (it paints the press first and loads the Select when it is reached).",
        },
        {
          selector:
            "ImportDeclaration[source.value='ahooks'] > ImportSpecifier[imported.name='useRequest']",
          message:
            "Answers render as transitions through the app's own: use useRequest from @/hooks/use-request.",
        },
        {
          selector:
            "ImportDeclaration[source.value='antd'] > ImportSpecifier[imported.name='Tabs']",
          message:
            'rc-tabs announces a focused tab in English only ("Tab 1 of 2"): use Tabs from @/components/tabs.',
        },
      ],
    },
  },
  {
    // Catalogue files are named by BCP 47 tag (zh-CN.ts, en-US.ts).
    files: ['src/**/texts/**'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // A test imports the code it tests and its own helpers, and nothing imports a test: a cycle
    // through the tests cannot reach the app, and following every test's imports was half the
    // rule's time.
    files: ['tests/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['tests/{unit,integration,mock}/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', '**.expect*', 'assert*'] },
      ],
    },
    languageOptions: { globals: { ...vitest.environments.env.globals } },
  },
  {
    files: ['tests/{unit,integration}/**/*.tsx', 'tests/{integration,utils}/**/*.ts'],
    ...testingLibrary.configs['flat/react'],
  },
  prettier,
);
