import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';

import { createChunkErrorPage } from '@/app/lazy/chunk-error-page';
import { env } from '@/config/env';
import { server } from '@mock/node';

import { zhCN } from '../../utils/catalogues';

function Loaded() {
  return <h1>已加载的页面</h1>;
}

const SCRIPT_FAILED = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
const STYLE_FAILED = new Error('Unable to preload CSS for http://localhost/assets/a.css');

function renderPanel(
  load: () => Promise<React.ComponentType>,
  reload: () => void,
  error: unknown = SCRIPT_FAILED,
) {
  const Panel = createChunkErrorPage(load, error, reload);
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <Panel />
    </IntlProvider>,
  );
}

const serverAnswers = () =>
  server.use(
    http.get('*/version.json', () => HttpResponse.json({ version: '0.1.0', buildId: env.buildId })),
  );
const serverSilent = () => server.use(http.get('*/version.json', () => HttpResponse.error()));

/** The panel of a page whose code fails again, after Retry; returns the reload spy. */
async function retryFailingImport() {
  const reload = vi.fn();
  renderPanel(() => Promise.reject(new Error('import failed')), reload);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: zhCN['common.retry'] }));
  return reload;
}

describe('the panel of a page whose code did not load', () => {
  it.each([
    ['its script', SCRIPT_FAILED, 'layout.chunk.script', 'layout.chunk.style'],
    ['its style sheet', STYLE_FAILED, 'layout.chunk.style', 'layout.chunk.script'],
  ] as const)('says that %s failed', (_name, error, shown, notShown) => {
    renderPanel(() => Promise.resolve(Loaded), vi.fn(), error);

    expect(screen.getByRole('heading', { name: zhCN['layout.chunk.title'] })).toBeInTheDocument();
    expect(screen.getByText(zhCN[shown])).toBeInTheDocument();
    expect(screen.queryByText(zhCN[notShown])).not.toBeInTheDocument();
    expect(screen.getByText(zhCN['layout.chunk.description'])).toBeInTheDocument();
  });

  it('says what failed on the last retry: its style sheet after a script time-out', async () => {
    serverSilent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel(() => Promise.reject(STYLE_FAILED), vi.fn(), SCRIPT_FAILED);

    await userEvent.click(screen.getByRole('button', { name: zhCN['common.retry'] }));

    expect(await screen.findByText(zhCN['layout.chunk.failedAgain'])).toBeInTheDocument();
    expect(screen.getByText(zhCN['layout.chunk.style'])).toBeInTheDocument();
    expect(screen.queryByText(zhCN['layout.chunk.script'])).not.toBeInTheDocument();
  });

  it('shows the page in place when Retry loads it', async () => {
    const reload = vi.fn();
    renderPanel(() => Promise.resolve(Loaded), reload);

    await userEvent.click(screen.getByRole('button', { name: zhCN['common.retry'] }));

    expect(await screen.findByRole('heading', { name: '已加载的页面' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the code fails again while the server answers', async () => {
    serverAnswers();
    const reload = await retryFailingImport();

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('says the page still cannot load, and stays, while the server does not answer', async () => {
    serverSilent();
    const reload = await retryFailingImport();

    expect(await screen.findByText(zhCN['layout.chunk.failedAgain'])).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // antd spaces out a two-character Chinese label once mounted (重 试), and in jsdom the loading
    // icon's leave animation never ends, so its label stays in the name.
    const retry = await screen.findByRole('button', { name: /重\s*试$/ });
    await vi.waitFor(() => expect(retry).not.toHaveClass('ant-btn-loading'));
    expect(retry).toBeEnabled();
  });
});
