import { screen, within } from '@testing-library/react';

import { arEG } from '../../utils/catalogues';
import { renderRoute } from '../../utils/render-route';

// A production build is made with the mock off. The page module is loaded after this line (the
// route is lazy), so it sees the flag as such a build does.
vi.stubEnv('VITE_ENABLE_MOCK', 'false');
afterAll(() => vi.unstubAllEnvs());

const card = (title: string) => screen.getByRole('region', { name: title });

describe('/test in a production build', () => {
  it('shows the build, the back end, the environment and the session, and no mock controls', async () => {
    await renderRoute('/test', { member: 'shipper' });

    expect(await screen.findByRole('heading', { level: 1, name: '系统诊断' })).toBeVisible();
    expect(within(card('构建信息')).getByText('/trading-api')).toBeVisible();
    expect(await within(card('接口连通性')).findByText('可以访问')).toBeVisible();
    expect(within(card('接口连通性')).getByText('业务码 200')).toBeVisible();
    expect(within(card('运行环境')).getByText('zh-CN')).toBeVisible();
    expect(within(card('运行环境')).getAllByText('可用')).toHaveLength(2);
    expect(within(card('会话状态')).getByTestId('session-status')).toHaveTextContent('已登录');
    // With the mock in the build, its panel or the panel's loading state is always on the page.
    expect(screen.queryByRole('status', { name: '加载中…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '模拟后端' })).not.toBeInTheDocument();
  });

  it('shows its codes left to right on an Arabic page, not `trading-api/`', async () => {
    await renderRoute('/test', { member: 'shipper', locale: 'ar-EG' });

    // Found only inside a run isolated left to right.
    const leftToRight = { selector: 'bdi[dir="ltr"] *' };
    const build = await screen.findByRole('region', { name: arEG['devtools.build.title'] });
    expect(within(build).getByText('/trading-api', leftToRight)).toBeVisible();
    const api = screen.getByRole('region', { name: arEG['devtools.api.title'] });
    expect(await within(api).findByText(/^GET \/trading-api/, leftToRight)).toBeVisible();
  });
});
