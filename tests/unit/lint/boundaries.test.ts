import { ESLint } from 'eslint';

/**
 * The boundaries `npm run lint` keeps: each case lints one line as if it stood in `file` and names
 * the rule that must refuse it. Files need not exist; the modules they import do.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n\nexport const probe = value;\n`, {
    filePath: file,
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/tender/probe.ts',
      "import { getListingPage as value } from '@/features/market/api';",
      'import-x/no-restricted-paths',
    ],
    [
      'the app reaching a page outside the route modules',
      'src/app/layouts/probe.tsx',
      "import value from '@/pages/login';",
      'import-x/no-restricted-paths',
    ],
    [
      'the mock importing a component',
      'mock/probe.ts',
      "import { MoneyText as value } from '@/components/money-text';",
      'import-x/no-restricted-paths',
    ],
    [
      'the mock importing a feature',
      'mock/probe.ts',
      "import { getTenderPage as value } from '@/features/tender/api';",
      'import-x/no-restricted-paths',
    ],
    [
      'the app importing the mock',
      'src/features/tender/probe.ts',
      "import { db as value } from '@mock/core/store';",
      'import-x/no-restricted-paths',
    ],
    [
      'the contract importing the request client',
      'src/contract/tender/probe.ts',
      "import { request as value } from '@/lib/request';",
      'import-x/no-restricted-paths',
    ],
    [
      'a run-time import cycle (contract schemas import each other)',
      'src/contract/tender/status.ts',
      "import { BidSchema as value } from '@/contract/bid/types';",
      'import-x/no-cycle',
    ],
    [
      'the contract importing React',
      'src/contract/tender/probe.ts',
      "import { useState as value } from 'react';",
      'no-restricted-imports',
    ],
    [
      'the app importing the build machinery',
      'src/lib/probe.ts',
      "import { PORTS as value } from '../../build/settings';",
      'import-x/no-restricted-paths',
    ],
    [
      'the build importing the mock',
      'build/probe.ts',
      "import { db as value } from '../mock/core/store';",
      'import-x/no-restricted-paths',
    ],
    [
      'a shared component importing a feature',
      'src/components/probe.ts',
      "import { getTenderPage as value } from '@/features/tender/api';",
      'import-x/no-restricted-paths',
    ],
    [
      'a mock domain importing one it does not build on (coupon → order)',
      'mock/domains/coupon/probe.ts',
      "import { toOrder as value } from '@mock/domains/order/views';",
      'import-x/no-restricted-paths',
    ],
    [
      'the notification domain importing a domain that raises its events (notification → bid)',
      'mock/domains/notification/probe.ts',
      "import { submitBid as value } from '@mock/domains/bid/rules';",
      'import-x/no-restricted-paths',
    ],
    [
      'the mock core importing a domain',
      'mock/core/probe.ts',
      "import { handlers as value } from '@mock/domains/order/handlers';",
      'import-x/no-restricted-paths',
    ],
    [
      'a mock domain importing the seeded stories',
      'mock/domains/tender/probe.ts',
      "import { DEMO_TENDERS as value } from '@mock/scenarios/trade';",
      'import-x/no-restricted-paths',
    ],
    [
      'a page calling the server with the request client',
      'src/pages/business/probe.ts',
      "import { request as value } from '@/lib/request';",
      'no-restricted-imports',
    ],
    [
      'a page importing the request client’s module',
      'src/pages/business/probe.ts',
      "import { client as value } from '@/lib/request/client';",
      'no-restricted-imports',
    ],
    [
      'a page importing API paths',
      'src/pages/business/probe.ts',
      "import { TenderApi as value } from '@/contract/tender/paths';",
      'no-restricted-imports',
    ],
    [
      'a page calling a feature’s api.ts itself',
      'src/pages/business/probe.ts',
      "import { getListingPage as value } from '@/features/market/api';",
      'no-restricted-imports',
    ],
    [
      'a page importing API paths a shared lib re-exports',
      'src/pages/test/probe.ts',
      "import { ReferenceApi as value } from '@/lib/reference';",
      'no-restricted-imports',
    ],
    [
      'a page calling a shared lib’s call',
      'src/pages/test/probe.ts',
      "import { getCurrentMember as value } from '@/lib/session';",
      'no-restricted-imports',
    ],
    [
      'a number field with its stepper arrows, which rc-input-number names in English only',
      'src/components/probe.tsx',
      "import { InputNumber } from 'antd';\n\nconst value = <InputNumber min={1} />;",
      'no-restricted-syntax',
    ],
    [
      'antd’s own Tabs, which announce a focused tab in English only',
      'src/pages/business/probe.tsx',
      "import { Tabs } from 'antd';\n\nconst value = <Tabs items={[]} />;",
      'no-restricted-syntax',
    ],
    [
      'ahooks’ own useRequest, whose answers would not render as transitions',
      'src/features/tender/hooks/probe.ts',
      "import { useRequest } from 'ahooks';\n\nconst value = useRequest;",
      'no-restricted-syntax',
    ],
  ])('refuses %s', async (_case, file, code, rule) => {
    expect(await refusals(file, code)).toContain(rule);
  });

  it.each([
    [
      'a page composing two features',
      'src/pages/business/probe.ts',
      "import { useListingPage as value } from '@/features/market/hooks/use-market-requests';",
    ],
    [
      "a domain's route module naming its page",
      'src/app/routes/probe.tsx',
      "import value from '@/pages/login';",
    ],
    [
      'the mock importing the contract',
      'mock/probe.ts',
      "import { TenderApi as value } from '@/contract/tender/paths';",
    ],
    [
      'a mock domain calling one it builds on (order → coupon)',
      'mock/domains/order/probe.ts',
      "import { termsOf as value } from '@mock/domains/coupon/terms';",
    ],
    [
      'a feature importing the contract',
      'src/features/bid/probe.ts',
      "import { TenderApi as value } from '@/contract/tender/paths';",
    ],
    [
      'a mock domain raising a notification (bid → notification)',
      'mock/domains/bid/probe.ts',
      "import { notify as value } from '@mock/domains/notification/raise';",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await refusals(file, code)).not.toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'a feature’s hook',
      "import { useListingPage as value } from '@/features/market/hooks/use-market-requests';",
    ],
    ['the failure vocabulary', "import { isBizError as value } from '@/lib/request/errors';"],
    [
      'a failure in words',
      "import { useDescribeError as value } from '@/lib/request/use-describe-error';",
    ],
    ['a toast', "import { toastMessage as value } from '@/lib/request/toast';"],
    ['a shared lib’s hook', "import { useDict as value } from '@/lib/reference';"],
  ])('allows a page %s', async (_case, code) => {
    expect(await refusals('src/pages/business/probe.ts', code)).not.toContain(
      'no-restricted-imports',
    );
  });

  it('allows a number field without stepper arrows', async () => {
    const code =
      "import { InputNumber } from 'antd';\n\nconst value = <InputNumber controls={false} />;";
    expect(await refusals('src/components/probe.tsx', code)).not.toContain('no-restricted-syntax');
  });

  it('allows the app’s own Tabs', async () => {
    const code = "import { Tabs } from '@/components/tabs';\n\nconst value = <Tabs items={[]} />;";
    expect(await refusals('src/pages/business/probe.tsx', code)).not.toContain(
      'no-restricted-syntax',
    );
  });
});
