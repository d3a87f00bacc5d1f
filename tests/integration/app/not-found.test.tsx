import { screen, within } from '@testing-library/react';

import { renderRoute } from '../../utils/render-route';

describe('unknown addresses', () => {
  it('shows the 404 page with a go-home link that works', async () => {
    const { router, events } = await renderRoute('/business/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await events.click(within(screen.getByRole('main')).getByRole('link', { name: '返回首页' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '一站式外贸物流交易平台' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 404 page in English', async () => {
    await renderRoute('/nope', { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
