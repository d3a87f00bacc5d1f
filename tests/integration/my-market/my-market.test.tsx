import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { MarketApi } from '@/contract/market/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';

import { choose } from '../../utils/antd-select';
import { fakeScreen } from '../../utils/fake-screen';
import { renderRoute } from '../../utils/render-route';

/* eslint-disable testing-library/no-node-access -- rows and buttons are read from the DOM: role queries over the antd table are slow in jsdom */
const buttonIn = (row: HTMLElement, name: string) =>
  within(row).getByText(name, { selector: 'button span' }).closest('button') as HTMLElement;

/** The listing that shows `text`: a table row on a wide screen, a card on a phone (jsdom's). */
const rowOf = (text: string) => {
  const cell = screen.getAllByText(text)[0] as HTMLElement;
  return cell.closest('tr, article') as HTMLElement;
};

/* eslint-enable testing-library/no-node-access */

/** The consolidator's rates with the form for a new one open. */
const openNewRateForm = async () => {
  const view = await renderRoute('/business/myMarket', { member: 'consolidator' });
  await view.events.click(await screen.findByText('发布运价', { selector: 'button span' }));
  return view;
};

describe('/business/myMarket', { timeout: 60_000 }, () => {
  // jsdom matches no media query: the page is laid out for a phone, a card per listing.
  it('lists the forwarder’s own rates by status from the address, expired ones marked', async () => {
    const view = await renderRoute('/business/myMarket?status=expired', { member: 'forwarder' });
    const row = await waitFor(() => rowOf('宁波 → 洛杉矶'));
    expect(row.tagName).toBe('ARTICLE');
    expect(row).toHaveTextContent('已过期');
    expect(row).toHaveTextContent('已过期：修改有效期后可重新上架');
    expect(within(row).queryByText('上架', { selector: 'button span' })).not.toBeInTheDocument();
    expect(screen.queryByText('上海 → 鹿特丹')).not.toBeInTheDocument();
    // On a phone the four states are a select named by its label, not a row cut at the edge.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await choose(view.events, '按状态查看', '全部');
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await screen.findAllByText('上海 → 鹿特丹')).not.toHaveLength(0);
  });

  it('opens the page an old link names (`?current=2`) as `?page=2`; a status starts at page 1', async () => {
    const screenSize = fakeScreen(1440);
    onTestFinished(screenSize.restore);
    // The forwarder's three seeded rates and ten copies: two pages.
    const seeded = db.listings['5001'];
    if (!seeded) throw new Error('listing 5001 is seeded');
    for (let index = 0; index < 10; index += 1) {
      db.listings[String(9001 + index)] = { ...seeded, id: String(9001 + index) };
    }
    const asked: (string | null)[] = [];
    server.use(
      http.get(`*${MarketApi.mine}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('current'));
        return undefined;
      }),
    );
    const view = await renderRoute('/business/myMarket?current=2', { member: 'forwarder' });
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active'));
    expect(rowOf('上海 → 鹿特丹').tagName).toBe('TR');
    // The rewritten address reads as the same list: page 2 was asked for once.
    expect(asked).toEqual(['2']);

    await view.events.click(screen.getByRole('radio', { name: '已上架' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=on'));
    await waitFor(() => expect(asked.at(-1)).toBe('1'));
    await waitFor(() => expect(screen.getByTitle('1')).toHaveClass('ant-pagination-item-active'));
  });

  it('takes a rate down and puts it back on the shelf', async () => {
    const view = await renderRoute('/business/myMarket?status=off', { member: 'forwarder' });
    const row = await waitFor(() => rowOf('上海 → 鹿特丹'));
    const done = screen.findByText('运价已上架');
    await view.events.click(buttonIn(row, '上架'));
    expect(await done).toBeInTheDocument();
    expect(db.listings['5002']?.status).toBe('on');
  });

  it('checks the form next to each field and keeps what was typed', async () => {
    const view = await openNewRateForm();
    const transit = await screen.findByLabelText('航程天数');
    await view.events.type(transit, '120');
    await view.events.click(screen.getByText('发布', { selector: 'button span' }));
    expect(await screen.findByText('航程须为 1 到 90 天')).toBeInTheDocument();
    // antd validates each field on its own: the messages appear one after another.
    expect(await screen.findByText('请填写起运港')).toBeInTheDocument();
    expect(await screen.findByText('请填写开船日')).toBeInTheDocument();
    expect(transit).toHaveValue('120');
  });

  it('refuses a price of 0 and a surcharge with three decimals, each told at its own line', async () => {
    const view = await openNewRateForm();
    const price = await screen.findByLabelText('第 1 行运价的单价');
    await view.events.type(price, '0');
    await view.events.click(screen.getByText('添加附加费', { selector: 'button span' }));
    const surcharge = await screen.findByLabelText('第 1 行附加费的金额');
    await view.events.type(surcharge, '1.234');
    await view.events.click(screen.getByText('发布', { selector: 'button span' }));
    // Each message is its field's description: next to it, and read out with it.
    await waitFor(() => expect(price).toHaveAccessibleDescription(/请输入大于 0 的金额/));
    await waitFor(() => expect(surcharge).toHaveAccessibleDescription(/请输入金额，最多 2 位小数/));
    expect(price).toHaveValue('0');
    expect(surcharge).toHaveValue('1.234');
    // A surcharge may be 0 (included in the freight); a price may not.
    await view.events.clear(surcharge);
    await view.events.type(surcharge, '0');
    await waitFor(() => expect(surcharge).not.toHaveAccessibleDescription(/请输入金额/));
    expect(price).toHaveAccessibleDescription(/请输入大于 0 的金额/);
  });

  it('copies a rate into a new form with its prices', async () => {
    const view = await renderRoute('/business/myMarket?status=on', { member: 'consolidator' });
    const row = await waitFor(() => rowOf('深圳盐田 → 新加坡'));
    await view.events.click(buttonIn(row, '复制'));
    const amount = await screen.findByLabelText('第 1 行运价的单价');
    expect(amount).toHaveValue(db.listings['5004']?.prices[0]?.amount);
  });

  it('shows a server refusal next to the field it names and keeps the edit', async () => {
    server.use(
      http.post(`*${MarketApi.update}`, () =>
        HttpResponse.json({
          code: 4000,
          message: '第 1 行运价金额格式不正确',
          data: { field: 'prices.0.amount' },
        }),
      ),
    );
    const view = await renderRoute('/business/myMarket?status=on', { member: 'forwarder' });
    const row = await waitFor(() => rowOf('上海 → 鹿特丹'));
    await view.events.click(buttonIn(row, '编辑'));
    const amount = await screen.findByLabelText('第 1 行运价的单价');
    await view.events.clear(amount);
    await view.events.type(amount, '1234.5');
    await view.events.click(screen.getByText('保存', { selector: 'button span' }));
    expect(await screen.findByText('第 1 行运价金额格式不正确')).toBeInTheDocument();
    expect(amount).toHaveValue('1234.5');
    expect(db.listings['5001']?.prices[0]?.amount).not.toBe('1234.5');
  });
});
