import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';

import { page, type PageModule } from '@/app/lazy/page';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { server } from '@mock/node';

import { zhCN } from '../../utils/catalogues';

function Arrived() {
  return <h1>已到达的页面</h1>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a page whose script never arrives', () => {
  it('gives up after the 120 s time-out, says its script did not load, and Retry loads it again', async () => {
    // The running build is the deployed one: the panel, not a reload.
    server.use(http.get('*/version.json', () => HttpResponse.json({ buildId: env.buildId })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let startedAt = 0;
    let arrive: (module: PageModule) => void = () => undefined;
    const importer = vi
      .fn<() => Promise<PageModule>>()
      .mockImplementationOnce(() => {
        startedAt = Date.now();
        return new Promise(() => undefined);
      })
      .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    const resolved = page(importer)();
    // The import starts in a task of its own (a message, not a timer); waiting moves the clock on.
    await vi.waitUntil(() => importer.mock.calls.length === 1);
    let settled = false;
    void resolved.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(startedAt + CHUNK_LOAD_TIMEOUT_MS - 1 - Date.now());
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const { Component } = await resolved;

    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <Component />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: zhCN['layout.chunk.title'] })).toBeInTheDocument();
    expect(screen.getByText(zhCN['layout.chunk.script'])).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: zhCN['common.retry'] }));
    await vi.waitUntil(() => importer.mock.calls.length === 2);
    arrive({ default: Arrived });
    expect(await screen.findByRole('heading', { name: '已到达的页面' })).toBeInTheDocument();
  });
});
