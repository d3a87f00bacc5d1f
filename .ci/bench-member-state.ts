// Part of `npm run bench`: the data the members' pages are measured on. The public pages before
// them take half an hour or more, and the seed's story moves on meanwhile: the demo shipper's
// unpaid order, awarded two minutes before the seed, is reminded at 20 minutes and cancelled at 30,
// so the payment page measured was a cancelled order's and the notifications those two, in a whole
// bench, and a payable order and no notification in one of the members' pages alone.
import { request } from '@playwright/test';

import { mockApi } from '../tests/e2e/fixtures.ts';

/**
 * Restores the seed, then has the payee issue every invoice application the seed leaves pending
 * (the demo shipper's, to the demo forwarder), which tells the shipper with a notification: each
 * members' bench measures a payable order and a notification list of one, whatever ran before.
 */
export async function prepareMemberState(base: string): Promise<void> {
  const context = await request.newContext({ baseURL: base });
  try {
    const mock = mockApi(context);
    await mock.reset();
    const { pendingInvoices = [] } = await mock.inspect();
    if (pendingInvoices.length === 0)
      throw new Error('the seed has no pending invoice application');
    for (const { id } of pendingInvoices) await mock.answerInvoice({ id, decision: 'issue' });
  } finally {
    await context.dispose();
  }
}
