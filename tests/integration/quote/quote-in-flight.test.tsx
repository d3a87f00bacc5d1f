import { screen, waitFor, within } from '@testing-library/react';

import { BidApi } from '@/contract/bid/paths';
import { DEMO_TENDERS } from '@mock/scenarios/trade';
import { demoAccounts } from '@mock/testing';

import { holdReplies } from '../../utils/held-reply';
import { renderRoute } from '../../utils/render-route';
import { bidsOf, fill, fillTerms } from './helpers';

// What is under test is a slow answer, not the time-out: a held request may wait as long as a busy
// machine needs (queries over a whole page take seconds in jsdom there).
vi.mock('@/config/constants', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  REQUEST_TIMEOUT_MS: 600_000,
}));

const FORWARDER = demoAccounts.forwarder.memberId;
/** A busy button's name starts with its spinner's ('处理中'): matched with or without it. */
const SUBMIT = /^(处理中\s*)?提交报价$/;

describe('/business/quote with a slow server', { timeout: 180_000 }, () => {
  // One bid in flight at a time: the button is busy, and a second click or Enter in a field (which
  // submits the form without the button) sends nothing until the answer.
  it('keeps Submit busy while the bid is on its way; clicks and Enter send nothing more; one bid', async () => {
    const view = await renderRoute(`/business/quote?tenderId=${DEMO_TENDERS.openNoBids}`, {
      member: 'forwarder',
    });
    await screen.findByRole('region', { name: /^招标：/ });
    await fill(view.events, /40HQ 海运费/, '1800');
    await fillTerms(view.events);
    const held = holdReplies(BidApi.submit);

    const submit = screen.getByRole('button', { name: SUBMIT });
    await view.events.click(submit);
    await waitFor(() => expect(held.count).toBe(1));
    expect(within(submit).getByRole('img', { name: '处理中' })).toBeInTheDocument();
    await view.events.dblClick(submit);
    await view.events.type(screen.getByLabelText('航程'), '{Enter}');

    held.release();
    expect(await screen.findByText(/报价已提交/)).toBeVisible();
    expect(held.count).toBe(1);
    expect(bidsOf(FORWARDER, DEMO_TENDERS.openNoBids)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
