import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

type View = Awaited<ReturnType<typeof renderRoute>>;

const URL = '/coupon/couponManagement';

const cardOf = (name: string) => screen.findByRole('group', { name });

const press = async (view: View, template: string, action: string) => {
  const card = await cardOf(template);
  await view.events.click(within(card).getByRole('button', { name: `${action} ${template}` }));
};

describe('/coupon/couponManagement: publish, pause, resume, end', () => {
  it('publishes a draft, pauses it and resumes it, the card following each change', async () => {
    const view = await renderRoute(URL, { member: 'forwarder' });

    await press(view, '春节专享 8 折券', '发布');
    expect(await screen.findByText('已发布「春节专享 8 折券」')).toBeVisible();
    expect(await within(await cardOf('春节专享 8 折券')).findByText('发放中')).toBeVisible();
    expect(db.couponTemplates['7006']?.status).toBe('active');

    await press(view, '春节专享 8 折券', '暂停');
    expect(await within(await cardOf('春节专享 8 折券')).findByText('已暂停')).toBeVisible();
    expect(db.couponTemplates['7006']?.status).toBe('paused');

    await press(view, '春节专享 8 折券', '恢复');
    expect(await within(await cardOf('春节专享 8 折券')).findByText('发放中')).toBeVisible();
    expect(db.couponTemplates['7006']?.status).toBe('active');
  });

  it('ends a template only after confirming, and then offers no edit', async () => {
    const view = await renderRoute(URL, { member: 'forwarder', locale: 'en-US' });

    await press(view, '人民币运费立减 ¥500', 'End');
    const confirm = await screen.findByRole('dialog', { name: 'End “人民币运费立减 ¥500”?' });
    expect(confirm).toHaveTextContent('can no longer be edited or resumed');
    await view.events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(db.couponTemplates['7004']?.status).toBe('active');

    await press(view, '人民币运费立减 ¥500', 'End');
    const again = await screen.findByRole('dialog', { name: 'End “人民币运费立减 ¥500”?' });
    await view.events.click(within(again).getByRole('button', { name: 'End it' }));
    expect(await screen.findByText('“人民币运费立减 ¥500” has ended')).toBeVisible();
    expect(await within(await cardOf('人民币运费立减 ¥500')).findByText('Ended')).toBeVisible();
    const card = await cardOf('人民币运费立减 ¥500');
    expect(within(card).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: /^(Pause|Resume|End) / }),
    ).not.toBeInTheDocument();
    expect(db.couponTemplates['7004']?.status).toBe('ended');
  });

  it('says why a change failed and retries it', async () => {
    server.use(
      http.post(`*${CouponApi.changeTemplate}`, () => HttpResponse.error(), { once: true }),
    );
    const view = await renderRoute(URL, { member: 'forwarder' });

    await press(view, '老客户回馈 USD 50', '恢复');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('「老客户回馈 USD 50」恢复失败');
    expect(db.couponTemplates['7005']?.status).toBe('paused');

    await view.events.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已恢复发放「老客户回馈 USD 50」')).toBeVisible();
    expect(db.couponTemplates['7005']?.status).toBe('active');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  });

  it('shows the server’s reason when a draft cannot be published, with the way to fix it', async () => {
    const draft = db.couponTemplates['7012'];
    if (!draft) throw new Error('the consolidator’s seeded draft is missing');
    // A draft whose dates have passed since it was saved.
    Object.assign(draft, { validityKind: 'range', validFrom: '2020-01-01', validTo: '2020-01-31' });
    delete draft.validDays;
    const view = await renderRoute(URL, { member: 'consolidator' });

    await press(view, draft.name, '发布');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`「${draft.name}」发布失败`);
    expect(alert).toHaveTextContent('有效期止不能早于今天');
    expect(draft.status).toBe('draft');

    await view.events.click(within(alert).getByRole('button', { name: '编辑' }));
    expect(await screen.findByRole('dialog', { name: '编辑优惠券' })).toBeVisible();
    expect(screen.getByLabelText('有效期止')).toHaveValue('2020-01-31');
  });
});
