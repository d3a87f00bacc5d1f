import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';

import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import { changeTemplate, claimAs, makeTemplate } from '../coupon-data';

const FORWARDER = demoAccounts.forwarder.enterpriseId;
/** The forwarder's offers only, so a fresh template is on the first page. */
const URL = `/coupon/couponCollectionCenter?issuerId=${FORWARDER}`;

/** Every claim request the page sends from now on. */
function recordClaims(): string[] {
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.url.endsWith(CouponApi.claim)) sent.push(request.url);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return sent;
}

const heldBy = (templateId: string) =>
  Object.values(db.coupons).filter(
    (row) => row.templateId === templateId && row.ownerId === demoAccounts.shipper.memberId,
  );

describe('/coupon/couponCollectionCenter', () => {
  it('claims a free coupon; the stock and what the member holds move with every claim', async () => {
    const template = await makeTemplate({ totalQuantity: 5, perUserLimit: 2 });
    const view = await renderRoute(URL, { member: 'shipper' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(within(card).getByText('剩余 5 张')).toBeVisible();
    expect(within(card).getByText('已持有 0/2 张')).toBeVisible();
    expect(within(card).getByText('发券方：上海远航国际货运代理有限公司')).toBeVisible();
    // The stub's figure in words for a screen reader, punctuated as Chinese.
    expect(within(card).getByText('减 CNY 200.00，满 CNY 2,000.00 可用')).toBeInTheDocument();

    await view.events.click(within(card).getByRole('button', { name: `领取 ${template.name}` }));
    expect(
      await screen.findByText(`已领取「${template.name}」，可在“我的优惠券”中查看`),
    ).toBeVisible();
    expect(await within(card).findByText('剩余 4 张')).toBeVisible();
    expect(within(card).getByText('已持有 1/2 张')).toBeVisible();
    expect(heldBy(template.id)).toHaveLength(1);

    await view.events.click(within(card).getByRole('button', { name: `领取 ${template.name}` }));
    expect(await within(card).findByText('剩余 3 张')).toBeVisible();
    expect(heldBy(template.id)).toHaveLength(2);
  });

  it("offers its own company's coupon to no one of it: Claim off, and says why", async () => {
    const template = await makeTemplate({ totalQuantity: 5 });
    const claims = recordClaims();
    await renderRoute(URL, { member: 'forwarder' });

    const card = await screen.findByRole('group', { name: template.name });
    const own = within(card).getByRole('button', { name: `本企业发放的优惠券：${template.name}` });
    expect(own).toBeDisabled();
    expect(own).toHaveTextContent('本企业发放');
    expect(within(card).getByText('这是你所在企业发放的优惠券，不能领取')).toBeVisible();
    expect(within(card).queryByRole('button', { name: `领取 ${template.name}` })).toBeNull();
    expect(claims).toEqual([]);
  });

  it('offers the same coupon to a member of another company', async () => {
    const template = await makeTemplate({ totalQuantity: 5 });
    await renderRoute(URL, { member: 'consolidator', locale: 'en-US' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(within(card).getByRole('button', { name: `Claim ${template.name}` })).toBeEnabled();
    expect(within(card).queryByText(/Your company issues this coupon/)).toBeNull();
  });

  it('turns Claim off with the reason once the member holds the most allowed', async () => {
    const template = await makeTemplate({ perUserLimit: 1 });
    const view = await renderRoute(URL, { member: 'shipper', locale: 'en-US' });

    const card = await screen.findByRole('group', { name: template.name });
    expect(within(card).getByText('You hold 0 of 1')).toBeVisible();
    await view.events.click(within(card).getByRole('button', { name: `Claim ${template.name}` }));

    const limit = await within(card).findByRole('button', {
      name: `Limit reached: ${template.name}`,
    });
    expect(limit).toBeDisabled();
    expect(within(card).getByText('At most 1 per member')).toBeVisible();
    expect(within(card).getByText('You hold 1 of 1')).toBeVisible();
    expect(heldBy(template.id)).toHaveLength(1);
  });

  it('says so when the last coupon was taken while the page was open, and drops it', async () => {
    const template = await makeTemplate({ totalQuantity: 1, perUserLimit: 1 });
    const view = await renderRoute(URL, { member: 'shipper' });
    const card = await screen.findByRole('group', { name: template.name });

    await claimAs('consolidator', template.id);
    await view.events.click(within(card).getByRole('button', { name: `领取 ${template.name}` }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`「${template.name}」领取失败`);
    expect(alert).toHaveTextContent('该优惠券已被领完');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: template.name })).not.toBeInTheDocument(),
    );
    expect(heldBy(template.id)).toHaveLength(0);
  });

  it('says so when the issuer paused the coupon while the page was open', async () => {
    const template = await makeTemplate();
    const view = await renderRoute(URL, { member: 'shipper', locale: 'en-US' });
    const card = await screen.findByRole('group', { name: template.name });

    await changeTemplate(template.id, 'pause');
    await view.events.click(within(card).getByRole('button', { name: `Claim ${template.name}` }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`“${template.name}” could not be claimed`);
    expect(alert).toHaveTextContent('The issuer has paused this coupon');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: template.name })).not.toBeInTheDocument(),
    );
    expect(heldBy(template.id)).toHaveLength(0);
  });

  it('filters by issuer and currency, in the address', async () => {
    const cny = await makeTemplate({ currency: 'CNY' });
    const usd = await makeTemplate({ currency: 'USD', faceValue: '20.00', threshold: '100.00' });
    const other = await makeTemplate({}, 'consolidator');
    const view = await renderRoute('/coupon/couponCollectionCenter', { member: 'shipper' });
    await screen.findAllByRole('group');

    await choose(view.events, '发券方', '上海远航国际货运代理有限公司');
    await waitFor(() => expect(view.router.state.location.search).toBe(`?issuerId=${FORWARDER}`));
    // The unfiltered list stays, dimmed, until the filtered one has rendered.
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: other.name })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('group', { name: usd.name })).toBeVisible();
    expect(screen.getByRole('group', { name: cny.name })).toBeVisible();

    await choose(view.events, '币种', '美元（USD）');
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(`?issuerId=${FORWARDER}&currency=USD`),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: cny.name })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('group', { name: usd.name })).toBeVisible();

    await view.events.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('offers Retry when the coupons cannot be loaded', async () => {
    server.use(http.get(`*${CouponApi.collectable}`, () => HttpResponse.error(), { once: true }));
    const template = await makeTemplate();
    const view = await renderRoute(URL, { member: 'shipper' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('优惠券加载失败');
    await view.events.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('group', { name: template.name })).toBeVisible();
  });
});
