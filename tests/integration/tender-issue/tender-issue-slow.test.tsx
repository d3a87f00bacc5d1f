import { act, screen, waitFor, within } from '@testing-library/react';

import type * as Constants from '@/config/constants';
import { TenderApi } from '@/contract/tender/paths';
import { issueDraftSpec } from '@/features/tender/utils/issue-draft';
import { issueDefaults } from '@/features/tender/utils/issue-form';
import { draftStore } from '@/lib/drafts/form-draft';
import { demoAccounts } from '@mock/testing';

import { holdReplies } from '../../utils/held-reply';
import { fillCommon, openForm, pickOption, review, tendersOf, type View } from './issue-form';

// What is under test is a slow answer, not the time-out: a held request may wait as long as a busy
// machine needs (queries over the whole form take seconds in jsdom there).
vi.mock('@/config/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  REQUEST_TIMEOUT_MS: 600_000,
}));

const SHIPPER = demoAccounts.shipper.memberId;

/** The member's stored tender draft, if any. */
const storedDraft = () => draftStore(issueDraftSpec).load({ memberId: SHIPPER }, issueDefaults());

/** Fills the form and goes on to the review, where Publish is. */
async function toReview(view: View) {
  await fillCommon(view);
  await pickOption(view, '第 1 行箱型', '40HQ · 40英尺高柜');
  await review(view);
  await screen.findByRole('region', { name: '确认招标信息' });
}

const publishButton = () => screen.getByRole('button', { name: /确认发布/ });

describe('/business/tenderIssue with a slow server', { timeout: 150_000 }, () => {
  it('publishes one tender for a double click, showing Publish busy until the answer', async () => {
    const view = await openForm();
    const before = tendersOf(SHIPPER).length;
    await toReview(view);
    const held = holdReplies(TenderApi.create);
    const publish = publishButton();
    const back = screen.getByRole('button', { name: '返回修改' });

    // A double click faster than a render: both clicks reach the button before it shows busy.
    act(() => {
      publish.click();
      publish.click();
    });

    await waitFor(() => expect(held.count).toBe(1));
    // The busy button's spinner says '处理中'; going back is off while the tender is on its way.
    expect(within(publish).getByRole('img', { name: '处理中' })).toBeInTheDocument();
    expect(back).toBeDisabled();
    // And a click on the busy button.
    await view.events.click(publish);

    held.release();
    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(/^\/business\/tendering\/./),
    );
    expect(held.count).toBe(1);
    expect(tendersOf(SHIPPER)).toHaveLength(before + 1);
  });

  // The rule (D152 in docs/decisions/calls-and-the-envelope.md, a late result after the member
  // left): the tender is published and its draft removed, but a member who went elsewhere
  // meanwhile is not taken to it.
  it('leaves a member who went elsewhere where they are when the tender is published late', async () => {
    const view = await openForm();
    const before = tendersOf(SHIPPER).length;
    await toReview(view);
    const held = holdReplies(TenderApi.create);
    const header = screen.getAllByRole('banner')[0] as HTMLElement;
    const home = within(header).getAllByRole('link', { name: '首页' })[0] as HTMLElement;
    await view.events.click(publishButton());
    await waitFor(() => expect(held.count).toBe(1));
    expect(storedDraft()).toBeDefined();

    await view.events.click(home);
    // The member sees another page: the form is gone.
    await waitFor(() => expect(screen.queryByLabelText('招标标题')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/');
    held.release();

    // The answer has arrived and been handled: the tender is stored and its draft gone.
    await waitFor(() => expect(tendersOf(SHIPPER)).toHaveLength(before + 1));
    await waitFor(() => expect(storedDraft()).toBeUndefined());
    await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
    expect(view.router.state.location.pathname).toBe('/');
    expect(screen.queryByText('招标已发布')).not.toBeInTheDocument();
  });
});
