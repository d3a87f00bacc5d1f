import { screen, waitFor, within } from '@testing-library/react';

import { advanceClock } from '@mock/core/clock';
import { invoicePdfPath } from '@mock/domains/invoice/files';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import { clearNotifications, markRead, raise } from './notifications';

const list = () => screen.findByRole('list', { name: '通知列表' });

describe('/user/notifications', () => {
  it('lists my notifications, read and unread told apart, in the side menu', async () => {
    clearNotifications('shipper');
    const read = raise('shipper', 'certificationApproved', { type: 'certification' });
    markRead(read);
    advanceClock(1_000);
    raise(
      'shipper',
      'orderPaid',
      { type: 'order', id: 'OD7' },
      { orderNo: 'OD7', party: '甲公司', amount: '10' },
    );
    await renderRoute('/user/notifications', { member: 'shipper' });

    const items = within(await list()).getAllByRole('link');
    // Money is written with a no-break space after its code.
    expect(items.map((link) => link.textContent?.replace(/\s+/g, ' '))).toEqual([
      '甲公司 已支付订单 OD7，金额 CNY 10.00。',
      '你的企业认证已通过审核。',
    ]);
    // Only the unread one says so in its name.
    expect(items[0]).toHaveAccessibleName('未读：甲公司 已支付订单 OD7，金额 CNY\u00a010.00。');
    expect(items[1]).toHaveAccessibleName('你的企业认证已通过审核。');
    expect(items[0]).toHaveAttribute('href', '/business/payment?orderNo=OD7');
    expect(screen.getByRole('navigation', { name: '会员中心' })).toHaveTextContent('消息通知');
  });

  it('filters by group and to the unread, in the address', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    raise(
      'shipper',
      'orderPaid',
      { type: 'order', id: 'OD8' },
      { orderNo: 'OD8', party: '乙', amount: '1' },
    );
    const { events, router } = await renderRoute('/user/notifications', { member: 'shipper' });
    expect(await screen.findByText('共 2 条')).toBeVisible();

    await choose(events, '类别', '订单');
    await waitFor(() => expect(router.state.location.search).toBe('?group=order'));
    expect(await screen.findByText('共 1 条')).toBeVisible();
    expect(within(await list()).getByRole('link')).toHaveTextContent('OD8');

    await events.click(screen.getByRole('checkbox', { name: '只看未读' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=order&unread=1'));
  });

  it('pages through the list with the page in the address', async () => {
    clearNotifications('forwarder');
    for (let index = 1; index <= 12; index += 1) {
      raise(
        'forwarder',
        'orderCreated',
        { type: 'order', id: `OD${index}` },
        { orderNo: `OD-${index}`, amount: '1' },
      );
    }
    const { events, router } = await renderRoute('/user/notifications', { member: 'forwarder' });
    expect(await screen.findByText('共 12 条')).toBeVisible();

    const pages = screen.getByRole('navigation', { name: '通知分页' });
    await events.click(within(pages).getByTitle('下一页'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '通知列表' })).getAllByRole('link'),
      ).toHaveLength(2),
    );
  });

  it('marks all read, and the unread-only list is empty', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    raise('shipper', 'invoiceRejected', { type: 'invoice', id: 'I1' }, { reason: '抬头不符' });
    const { events } = await renderRoute('/user/notifications?unread=1', { member: 'shipper' });
    expect(await screen.findByText('共 2 条')).toBeVisible();

    await events.click(screen.getByRole('button', { name: '全部标为已读' }));

    expect(await screen.findByText('没有未读通知')).toBeVisible();
    expect(
      await within(screen.getAllByRole('banner')[0] as HTMLElement).findByRole('button', {
        name: '消息通知，没有未读',
      }),
    ).toBeVisible();
  });

  it("offers an issued invoice's PDF only from this site or the file storage, and says why not", async () => {
    clearNotifications('shipper');
    raise(
      'shipper',
      'invoiceIssued',
      { type: 'invoice', id: 'I1' },
      { invoiceNo: '0441' },
      invoicePdfPath('0441'),
    );
    raise(
      'shipper',
      'invoiceIssued',
      { type: 'invoice', id: 'I2' },
      { invoiceNo: '0442' },
      'https://files.example.net/0442.pdf',
    );
    await renderRoute('/user/notifications', { member: 'shipper' });

    expect(await screen.findByRole('button', { name: '下载发票 0441' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '下载发票 0442' })).toBeNull();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'SPAN' &&
          element.textContent === '发票 0442 的 PDF： 地址不在本平台或其文件存储上，为安全未打开',
      ),
    ).toBeVisible();
  });
});
