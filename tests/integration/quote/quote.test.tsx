import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BidApi } from '@/contract/bid/paths';
import { API_PREFIX } from '@/contract/http';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { DEMO_TENDERS } from '@mock/scenarios/trade';
import { demoAccounts } from '@mock/testing';

import { choose, openOptions } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import { bidsOf, expectLiveTotal, fill, fillTerms, totalRegion, typeInto } from './helpers';

const FORWARDER = demoAccounts.forwarder.memberId;
const SUBMIT = `*${API_PREFIX}${BidApi.submit}`;

async function openQuote(tenderId: string, member: 'forwarder' | 'consolidator' = 'forwarder') {
  const view = await renderRoute(`/business/quote?tenderId=${tenderId}`, { member });
  await screen.findByRole('region', { name: /^招标：/ });
  return view;
}

const submitButton = () => screen.getByRole('button', { name: '提交报价' });

describe('/business/quote', { timeout: 180_000 }, () => {
  it('works out the total as the user types, and submits the same total as the server', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openNoBids);
    expect(screen.getByText('已有 0 份报价')).toBeVisible();
    expect(totalRegion().getByText('填写全部海运费和附加费金额后显示总价。')).toBeVisible();

    await typeInto(events, /40HQ 海运费/, '1850');
    await expectLiveTotal('USD 1,850.00');
    expect(totalRegion().getByText(/1 箱 ×/)).toHaveTextContent(
      '1 箱 × USD 1,850.00 = USD 1,850.00',
    );

    await events.click(screen.getByRole('button', { name: /添加附加费/ }));
    // The new row takes the focus.
    expect(screen.getByLabelText('第 1 项附加费的费用项目')).toHaveFocus();
    await choose(events, '第 1 项附加费的费用项目', '燃油附加费');
    await fill(events, '第 1 项附加费的金额', '120.5');
    await expectLiveTotal('USD 1,970.50');
    await events.click(screen.getByRole('button', { name: /添加附加费/ }));
    await choose(events, '第 2 项附加费的费用项目', '文件费');
    await choose(events, '第 2 项附加费的计费单位', '每票');
    await fill(events, '第 2 项附加费的金额', '50');
    await expectLiveTotal('USD 2,020.50');

    await fillTerms(events);
    await events.click(submitButton());

    expect(await screen.findByText(/报价已提交/)).toBeVisible();
    const [stored] = bidsOf(FORWARDER, DEMO_TENDERS.openNoBids);
    expect(stored?.total).toBe('2020.50');
    expect(screen.getByText(/平台核算的总价/)).toHaveTextContent('USD 2,020.50');
    expect(await screen.findByText('已有 1 份报价')).toBeVisible();
    // The bid is now the live one: the form revises it.
    expect(screen.getByRole('button', { name: '保存修改' })).toBeVisible();
  });

  it('opens the live bid prefilled, stores the revision and its new total', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openFcl);
    const [live] = bidsOf(FORWARDER, DEMO_TENDERS.openFcl).filter((b) => b.status === 'submitted');
    expect(await screen.findByRole('heading', { name: '修改报价', level: 1 })).toBeVisible();
    expect(screen.getByLabelText(/40HQ 海运费/)).toHaveValue(live?.freight[0]?.amount);
    // No second bid: only saving changes or withdrawing.
    expect(screen.queryByRole('button', { name: '提交报价' })).not.toBeInTheDocument();

    await fill(events, /40HQ 海运费/, '1500');
    await fill(events, /20GP 海运费/, '1000');
    await events.click(screen.getByRole('button', { name: '保存修改' }));

    expect(await screen.findByText(/报价已修改/)).toBeVisible();
    const revised = db.bids[live?.id ?? ''];
    expect(revised?.revision).toBe(1);
    expect(revised?.freight).toEqual([
      { unit: '40HQ', amount: '1500' },
      { unit: '20GP', amount: '1000' },
    ]);
    const serverTotal = screen.getByText(/平台核算的总价/);
    expect(serverTotal.textContent).toContain(
      Number(revised?.total).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
  });

  it('withdraws the live bid after confirming, then offers a new bid with the values kept', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openFcl);
    await screen.findByRole('button', { name: '保存修改' });
    const amount = (screen.getByLabelText(/40HQ 海运费/) as HTMLInputElement).value;

    await events.click(screen.getByRole('button', { name: '撤回报价' }));
    const dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: '撤回' }));

    await waitFor(() =>
      expect(bidsOf(FORWARDER, DEMO_TENDERS.openFcl).every((b) => b.status === 'withdrawn')).toBe(
        true,
      ),
    );
    expect(await screen.findByRole('button', { name: '提交报价' })).toBeVisible();
    expect(screen.getByLabelText(/40HQ 海运费/)).toHaveValue(amount);
  });

  it('submits once on a double click', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openNoBids);
    await fill(events, /40HQ 海运费/, '1800');
    await fillTerms(events);
    await events.dblClick(submitButton());

    expect(await screen.findByText(/报价已提交/)).toBeVisible();
    const stored = bidsOf(FORWARDER, DEMO_TENDERS.openNoBids);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.revision).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing to save until something changes (off, yet keeping the focus it had).
    expect(screen.getByRole('button', { name: '保存修改' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await fill(events, /40HQ 海运费/, '1790');
    expect(screen.getByRole('button', { name: '保存修改' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a refusal of a freight amount next to that amount', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openNoBids);
    server.use(
      http.post(
        SUBMIT,
        () =>
          HttpResponse.json({
            code: 4000,
            message: '海运费低于市场最低价',
            data: { field: 'freight.0.amount' },
          }),
        { once: true },
      ),
    );
    const freight = await fill(events, /40HQ 海运费/, '1');
    await fillTerms(events);
    await events.click(submitButton());

    await waitFor(() => expect(freight).toHaveAccessibleDescription('海运费低于市场最低价'));
    expect(freight).toHaveValue('1');
    expect(bidsOf(FORWARDER, DEMO_TENDERS.openNoBids)).toHaveLength(0);
  });

  it('keeps every value when the server fails, and the retry submits them', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openNoBids);
    server.use(
      http.post(SUBMIT, () => HttpResponse.json({ code: 5000, message: '服务器繁忙' }), {
        once: true,
      }),
    );
    await fill(events, /40HQ 海运费/, '1750');
    await fillTerms(events);
    await fill(events, '备注', '每周两班');
    await events.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙');
    expect(screen.getByLabelText(/40HQ 海运费/)).toHaveValue('1750');
    expect(screen.getByLabelText('备注')).toHaveValue('每周两班');

    await events.click(within(alert).getByRole('button', { name: /重试/ }));
    expect(await screen.findByText(/报价已提交/)).toBeVisible();
    expect(bidsOf(FORWARDER, DEMO_TENDERS.openNoBids)[0]).toMatchObject({
      total: '1750.00',
      remarks: '每周两班',
    });
  });

  it('shows the server’s refusal when the deadline passes while filling in, and locks the form', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openNoBids);
    await fill(events, /40HQ 海运费/, '1700');
    await fillTerms(events);
    const tender = db.tenders[DEMO_TENDERS.openNoBids];
    if (tender) tender.bidDeadline = Date.now() - 1000;
    await events.click(submitButton());

    expect(await screen.findByText('该招标已截止，不再接受报价。')).toBeVisible();
    // The server's own answer (4009) stays in view.
    expect(screen.getByText('该招标已截止或已结束，不能再投标或修改投标')).toBeVisible();
    expect(screen.getByLabelText(/40HQ 海运费/)).toHaveValue('1700');
    expect(screen.getByLabelText(/40HQ 海运费/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交报价' })).not.toBeInTheDocument();
    expect(bidsOf(FORWARDER, DEMO_TENDERS.openNoBids)).toHaveLength(0);
  });

  it('shows a closed tender’s bid read-only, with no way to change it', async () => {
    await openQuote(DEMO_TENDERS.closedAwardable);
    expect(await screen.findByText('该招标已截止，不再接受报价。')).toBeVisible();
    const [first] = screen.getAllByLabelText(/海运费/);
    expect(first).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存修改' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回报价' })).not.toBeInTheDocument();
  });

  it('tells a consolidator that FCL tenders are not for them, without a form', async () => {
    await openQuote(DEMO_TENDERS.openFcl, 'consolidator');
    expect(screen.getByText('集拼企业只能对拼箱（LCL）招标报价')).toBeVisible();
    expect(screen.queryByRole('button', { name: '提交报价' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/海运费/)).not.toBeInTheDocument();
  });

  it('quotes an LCL tender per cbm, with surcharges per cbm or per B/L only', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openLcl);
    // The forwarder's earlier bid here was withdrawn: a new one can be made, in the tender's CNY.
    expect(screen.getByRole('radio', { name: 'CNY' })).toBeChecked();
    await typeInto(events, '海运费（每立方米，共 12.5 立方米）', '45.5');
    await expectLiveTotal('CNY 568.75');

    await events.click(screen.getByRole('button', { name: /添加附加费/ }));
    await choose(events, '第 1 项附加费的费用项目', '码头操作费');
    await fill(events, '第 1 项附加费的金额', '10');
    await expectLiveTotal('CNY 693.75');
    const units = (await openOptions(events, '第 1 项附加费的计费单位')).map((o) => o.textContent);
    expect(units).toEqual(['每票', '每立方米']);
    await choose(events, '第 1 项附加费的计费单位', '每票');
    await expectLiveTotal('CNY 578.75');

    await fillTerms(events);
    await events.click(submitButton());
    expect(await screen.findByText(/报价已提交/)).toBeVisible();
    const live = bidsOf(FORWARDER, DEMO_TENDERS.openLcl).find((b) => b.status === 'submitted');
    expect(live?.total).toBe('578.75');
  });

  it('removes a surcharge row and gives the focus back to the add button', async () => {
    const { events } = await openQuote(DEMO_TENDERS.openNoBids);
    await fill(events, /40HQ 海运费/, '1000');
    const add = screen.getByRole('button', { name: /添加附加费/ });
    await events.click(add);
    await choose(events, '第 1 项附加费的费用项目', '封条费');
    await fill(events, '第 1 项附加费的金额', '15');
    await expectLiveTotal('USD 1,015.00');

    await events.click(screen.getByRole('button', { name: '删除第 1 项附加费' }));
    await expectLiveTotal('USD 1,000.00');
    expect(screen.queryByLabelText('第 1 项附加费的金额')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /添加附加费/ })).toHaveFocus();
  });

  it('leads to the tender hall when the tender is missing or unknown', async () => {
    const view = await renderRoute('/business/quote', { member: 'forwarder' });
    expect(await screen.findByRole('heading', { name: '未指定招标' })).toBeVisible();
    view.unmount();

    await renderRoute('/business/quote?tenderId=999999', { member: 'forwarder' });
    expect(await screen.findByRole('heading', { name: '招标不存在' })).toBeVisible();
    expect(screen.getByRole('link', { name: '去招标大厅' })).toHaveAttribute(
      'href',
      '/business/tendering',
    );
  });
});
