import { screen, waitFor, within } from '@testing-library/react';

import { db } from '@mock/core/store';
import { applyForInvoice } from '@mock/domains/invoice/applications';
import { demoAccounts } from '@mock/testing';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import { wholeText } from '../../utils/whole-text';
import { makeOrder } from '../payment/make-order';

const URL = '/user/invoice';

/** A fresh order of the demo shipper's, paid, to the forwarder unless `payee` says otherwise. */
async function paidOrder(payee?: string) {
  const order = await makeOrder();
  const row = db.orders[order.orderNo];
  if (!row) throw new Error('no order');
  Object.assign(row, { status: 'paid', paidAt: Date.now() + 60_000 });
  if (payee) row.payeeEnterpriseId = payee;
  return row;
}

/** What the apply form says under the demo shipper's default (special) title. */
const DEFAULT_TITLE_FACTS = '纳税人识别号 91330212MA2H8K3C1X · 中国银行宁波分行 尾号 5678';

const applied = () =>
  Object.values(db.invoiceApplications).filter(
    (row) =>
      row.payerEnterpriseId === demoAccounts.shipper.enterpriseId && row.status === 'pending',
  );

describe('/user/invoice apply', () => {
  it('applies for two orders of one payee with the default title, and the orders leave the list', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const before = applied().length;
    const view = await renderRoute(URL, { member: 'shipper' });

    const panel = await screen.findByRole('region', { name: '申请开票' });
    await view.events.click(
      await within(panel).findByRole('checkbox', { name: new RegExp(first.orderNo) }),
    );
    await view.events.click(
      within(panel).getByRole('checkbox', { name: new RegExp(second.orderNo) }),
    );
    expect(within(panel).getByRole('status')).toHaveTextContent('已选 2 笔，合计 USD 7,980.00');

    const email = within(panel).getByLabelText('接收邮箱');
    await view.events.clear(email);
    await view.events.type(email, 'ap@hailian.cn');
    await view.events.click(within(panel).getByRole('button', { name: '提交申请' }));

    expect(
      await screen.findByText(wholeText('已提交开票申请，收款方开票后会发送到 ap@hailian.cn')),
    ).toBeInTheDocument();
    await waitFor(() => expect(applied()).toHaveLength(before + 1));
    const [latest] = applied().sort((a, b) => Number(b.id) - Number(a.id));
    expect(latest?.lines.map((line) => line.orderNo).sort()).toEqual(
      [first.orderNo, second.orderNo].sort(),
    );
    expect(latest?.title.type).toBe('special');
    await waitFor(() =>
      expect(
        within(panel).queryByRole('checkbox', { name: new RegExp(first.orderNo) }),
      ).not.toBeInTheDocument(),
    );
    // The new application is listed below at once, pending.
    const records = screen.getByRole('region', { name: '开票记录' });
    const listed = (content: string) =>
      content.startsWith('2 笔订单：') &&
      [first.orderNo, second.orderNo].every((orderNo) => content.includes(orderNo));
    expect(await within(records).findByText(listed)).toBeVisible();
    const sendTo = within(records).getByText(wholeText(/ · 发送至 ap@hailian\.cn$/));
    expect(within(sendTo).getByText('ap@hailian.cn').tagName).toBe('BDI');
  });

  it("says under the title which one it is: its taxpayer number and, on a special title, the bank account's end", async () => {
    await paidOrder();
    const view = await renderRoute(URL, { member: 'shipper' });
    const panel = await screen.findByRole('region', { name: '申请开票' });
    // Found afresh each time: the select drawn first is replaced by antd's when it is opened.
    const title = () => within(panel).getByRole('combobox', { name: '发票抬头' });
    expect(
      await within(panel).findByRole('combobox', { name: '发票抬头' }),
    ).toHaveAccessibleDescription(DEFAULT_TITLE_FACTS);
    expect(within(panel).getByText(DEFAULT_TITLE_FACTS)).toBeVisible();

    // Each choice says the same under its name, so two titles of one name are told apart.
    await choose(view.events, title(), '宁波海联进出口有限公司北仑分公司 · 普票');
    await waitFor(() =>
      expect(title()).toHaveAccessibleDescription('纳税人识别号 330206123456789'),
    );
    expect(within(panel).queryByText(DEFAULT_TITLE_FACTS)).not.toBeInTheDocument();
  });

  it('says when the chosen orders have two payees, and keeps the choice', async () => {
    const mine = await paidOrder();
    const other = await paidOrder('2003');
    const before = applied().length;
    const view = await renderRoute(URL, { member: 'shipper' });

    const panel = await screen.findByRole('region', { name: '申请开票' });
    const a = await within(panel).findByRole('checkbox', { name: new RegExp(mine.orderNo) });
    const b = within(panel).getByRole('checkbox', { name: new RegExp(other.orderNo) });
    await view.events.click(a);
    await view.events.click(b);
    expect(await within(panel).findByText('一张发票只能包含同一收款方的订单')).toBeVisible();
    await view.events.click(within(panel).getByRole('button', { name: '提交申请' }));
    expect(a).toBeChecked();
    expect(b).toBeChecked();
    expect(applied()).toHaveLength(before);
  });

  it('says when the chosen orders are in two currencies', async () => {
    const dollars = await paidOrder();
    const yuan = await paidOrder();
    yuan.currency = 'CNY';
    const view = await renderRoute(URL, { member: 'shipper' });

    const panel = await screen.findByRole('region', { name: '申请开票' });
    await view.events.click(
      await within(panel).findByRole('checkbox', { name: new RegExp(dollars.orderNo) }),
    );
    await view.events.click(
      within(panel).getByRole('checkbox', { name: new RegExp(yuan.orderNo) }),
    );
    expect(await within(panel).findByText('一张发票只能包含同一币种的订单')).toBeVisible();
    expect(within(panel).getByRole('checkbox', { name: new RegExp(yuan.orderNo) })).toBeChecked();
  });

  it('asks for orders and a valid e-mail before applying', async () => {
    await paidOrder();
    const view = await renderRoute(URL, { member: 'shipper' });
    const panel = await screen.findByRole('region', { name: '申请开票' });
    await within(panel).findAllByRole('checkbox');
    const email = within(panel).getByLabelText('接收邮箱');
    await view.events.clear(email);
    await view.events.type(email, 'not-mail');
    await view.events.click(within(panel).getByRole('button', { name: '提交申请' }));
    expect(await within(panel).findByText('请输入有效的邮箱地址')).toBeVisible();
    expect(email).toHaveValue('not-mail');

    await view.events.clear(email);
    await view.events.type(email, 'ap@hailian.cn');
    await view.events.click(within(panel).getByRole('button', { name: '提交申请' }));
    expect(await within(panel).findByText('请选择要开票的订单')).toBeVisible();
  });

  it('says so when another tab applied for the order meanwhile, and offers what is left', async () => {
    const order = await paidOrder();
    const view = await renderRoute(URL, { member: 'shipper' });
    const panel = await screen.findByRole('region', { name: '申请开票' });
    await view.events.click(
      await within(panel).findByRole('checkbox', { name: new RegExp(order.orderNo) }),
    );
    // The same member applies for it elsewhere while this page still offers it.
    const shipper = db.members[demoAccounts.shipper.memberId];
    const [title] = Object.values(db.invoiceTitles).filter((row) => row.memberId === shipper?.id);
    if (!shipper || !title) throw new Error('seed changed');
    const elsewhere = applyForInvoice(
      db,
      shipper,
      { orderNos: [order.orderNo], titleId: title.id, email: 'ap@hailian.cn' },
      Date.now(),
    );
    expect(elsewhere.ok).toBe(true);

    await view.events.click(within(panel).getByRole('button', { name: '提交申请' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(`订单 ${order.orderNo} 已在其他开票申请中`);
    await waitFor(() =>
      expect(
        within(panel).queryByRole('checkbox', { name: new RegExp(order.orderNo) }),
      ).not.toBeInTheDocument(),
    );
    // One message: the refusal, not also a request to choose orders.
    expect(within(panel).getAllByRole('alert')).toHaveLength(1);
  });

  it('offers a coupon pack as an untaxed prepaid voucher, and refuses a special title for it and for a 免税 order', async () => {
    const exempt = Object.values(db.enterprises).find((row) => row.vatExempt);
    const pack = Object.values(db.orders).find(
      (row) =>
        row.pack &&
        row.status === 'paid' &&
        row.payerEnterpriseId === demoAccounts.shipper.enterpriseId,
    );
    if (!exempt || !pack) throw new Error('seed changed');
    const order = await paidOrder(exempt.id);
    const before = applied().length;
    const view = await renderRoute(URL, { member: 'shipper' });
    const panel = await screen.findByRole('region', { name: '申请开票' });

    // The pack is offered as a prepaid-card sale, not taxed, with the rule in words; a special
    // title is refused for it.
    const packBox = await within(panel).findByRole('checkbox', { name: new RegExp(pack.orderNo) });
    const packRow = within(panel)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('checkbox', { name: new RegExp(pack.orderNo) }));
    expect(packRow).toHaveTextContent('不征税 · 预付卡销售');
    expect(panel).toHaveTextContent('同一笔钱只开一次票');
    await view.events.click(packBox);
    await view.events.click(within(panel).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: '发票抬头' })).toHaveAccessibleDescription(
        `所选订单含优惠券包（预付卡销售，不征税），只能开具普通发票，请选择普通发票抬头 ${DEFAULT_TITLE_FACTS}`,
      ),
    );
    expect(applied()).toHaveLength(before);
    await view.events.click(packBox);

    // The exempt order says so; with the default (special) title it is refused at the title.
    const box = within(panel).getByRole('checkbox', { name: new RegExp(order.orderNo) });
    const row = within(panel)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('checkbox', { name: new RegExp(order.orderNo) }));
    expect(row).toHaveTextContent('免税');
    await view.events.click(box);
    await view.events.click(within(panel).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: '发票抬头' })).toHaveAccessibleDescription(
        `所选订单含免税项目，只能开具增值税普通发票，请选择普通发票抬头 ${DEFAULT_TITLE_FACTS}`,
      ),
    );
    expect(box).toBeChecked();
    expect(applied()).toHaveLength(before);
  });
});
