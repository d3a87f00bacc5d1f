import { loginAs, storageStatePath, test, type DemoKind } from './fixtures';

const kinds: readonly DemoKind[] = ['shipper', 'forwarder', 'consolidator'];

// The reset must come before the logins: it revokes every token.
test.describe.configure({ mode: 'serial' });

test('restore the seeded mock data', async ({ mock }) => {
  await mock.reset();
});

for (const kind of kinds) {
  test(`log in as ${kind} and keep the session`, async ({ page }) => {
    await loginAs(page, kind);
    await page.context().storageState({ path: storageStatePath(kind) });
  });
}
