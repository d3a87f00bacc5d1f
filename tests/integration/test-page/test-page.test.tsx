import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CaptchaApi } from '@/contract/auth/paths';
import { DevtoolsApi } from '@/contract/devtools/paths';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

const card = (title: string) => screen.getByRole('region', { name: title });

describe('/test', () => {
  it('shows the build, the session and the reference data counts', async () => {
    await renderRoute('/test', { member: 'forwarder' });

    expect(await screen.findByRole('heading', { level: 1, name: '系统诊断' })).toBeVisible();
    expect(within(card('构建信息')).getByText('/trading-api')).toBeVisible();
    expect(within(card('会话状态')).getByTestId('session-status')).toHaveTextContent('已登录');
    expect(within(card('会话状态')).getByText('货代企业')).toBeVisible();
    await waitFor(() => expect(within(card('基础数据')).getByText('34')).toBeVisible());
    // The mock's panel is loaded on its own, after the page.
    const mockPanel = await screen.findByRole('region', { name: '模拟后端' });
    expect(await within(mockPanel).findByText(/^会员: \d+$/)).toBeVisible();
  });

  it('shows the captcha answer the mock issued last', async () => {
    const { events } = await renderRoute('/test', { locale: 'en-US' });
    await fetch(`${location.origin}/trading-api${CaptchaApi.captcha}`);
    const answer = lastCaptcha(db)?.answer ?? '';

    await screen.findByText('Row counts');
    await events.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() =>
      expect(screen.getByTestId('mock-captcha-answer')).toHaveTextContent(answer),
    );
  });

  it('resets the mock data after confirmation', async () => {
    const { events } = await renderRoute('/test');
    const reset = await screen.findByRole('button', { name: '重置模拟数据' });
    // It is enabled once the mock's figures have arrived.
    await waitFor(() => expect(reset).toBeEnabled());
    await events.click(reset);
    await events.click(await screen.findByRole('button', { name: '确定' }));

    expect(await screen.findByText('模拟数据已重置')).toBeInTheDocument();
  });

  it('says so when no mock back end answers', async () => {
    server.use(
      http.get(`*${DevtoolsApi.inspect}`, () => new HttpResponse('Not Found', { status: 404 })),
    );
    await renderRoute('/test');

    expect(await screen.findByText('模拟后端没有响应')).toBeVisible();
    expect(screen.getByRole('button', { name: '重置模拟数据' })).toBeDisabled();
  });

  it('lets a reviewer reject a pending certification with a reason', async () => {
    db.settings.certReviewSeconds = 0;
    const enterprise = db.enterprises['2004'];
    if (!enterprise) throw new Error('seed changed');
    enterprise.certStatus = 'pending';
    enterprise.certSubmittedAt = Date.now();
    const { events } = await renderRoute('/test', { locale: 'en-US' });

    const review = await screen.findByRole('region', { name: 'Certifications awaiting review' });
    expect(await within(review).findByText(enterprise.name)).toBeVisible();
    expect(within(review).getByText(/13800000004, submitted/)).toBeVisible();
    await events.type(within(review).getByLabelText('Reason for rejection'), 'Licence unreadable');
    // A role query here walks antd's whole style tree in jsdom (tens of seconds): find the text.
    await events.click(within(review).getByText('Reject'));

    expect(await within(review).findByText('No certification is awaiting review')).toBeVisible();
    expect(enterprise).toMatchObject({
      certStatus: 'rejected',
      certRejectReason: 'Licence unreadable',
    });
  });
});
