import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { NotificationApi } from '@/contract/notification/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const channelsOf = (kind: string) => screen.findByRole('group', { name: `${kind} 的接收方式` });

describe('/user/notifications?view=preferences', () => {
  it('saves e-mail and SMS per kind, quiet hours and the language', async () => {
    const { events } = await renderRoute('/user/notifications?view=preferences', {
      member: 'forwarder',
    });
    const paid = await channelsOf('订单已支付');
    expect(within(paid).getByRole('checkbox', { name: '站内' })).toBeChecked();
    expect(within(paid).getByRole('checkbox', { name: '站内' })).toBeDisabled();
    await events.click(within(paid).getByRole('checkbox', { name: '短信' }));
    await events.click(screen.getByRole('switch', { name: '短信免打扰时段' }));
    const start = screen.getByLabelText('开始时间（中国标准时间）');
    await events.clear(start);
    await events.type(start, '23:00');
    await events.click(screen.getByRole('radio', { name: 'English' }));
    await events.click(screen.getByRole('button', { name: '保存设置' }));

    expect(await screen.findByText('接收设置已保存')).toBeVisible();
    const saved = db.notificationPreferences[demoAccounts.forwarder.memberId];
    expect(saved?.channels.orderPaid).toEqual(['sms']);
    expect(saved?.quietHours).toEqual({ start: '23:00', end: '08:00' });
    expect(saved?.language).toBe('en-US');
  });

  it('shows a refused field next to itself and keeps what was chosen', async () => {
    server.use(
      http.post(`${API_PREFIX}${NotificationApi.savePreferences}`, () =>
        HttpResponse.json({
          code: 4000,
          message: '结束时间无效',
          data: { field: 'quietHours.end' },
        }),
      ),
    );
    const { events } = await renderRoute('/user/notifications?view=preferences', {
      member: 'shipper',
    });
    const paid = await channelsOf('订单已支付');
    await events.click(within(paid).getByRole('checkbox', { name: '邮件' }));
    await events.click(screen.getByRole('switch', { name: '短信免打扰时段' }));
    await events.click(screen.getByRole('button', { name: '保存设置' }));

    const end = screen.getByLabelText('结束时间（中国标准时间）');
    await waitFor(() => expect(end).toHaveAccessibleDescription('结束时间无效'));
    expect(within(paid).getByRole('checkbox', { name: '邮件' })).toBeChecked();
    expect(end).toHaveValue('08:00');
  });
});
