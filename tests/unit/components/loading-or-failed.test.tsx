import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { LoadingOrFailed, type LoadRequest } from '@/components/loading-or-failed';
import { TransportError } from '@/lib/request/errors';

import { zhCN } from '../../utils/catalogues';

function renderRequest(request: LoadRequest<string>) {
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <LoadingOrFailed request={request} failedId="bid.mine.loadFailed">
        {(data) => <p>{data}</p>}
      </LoadingOrFailed>
    </IntlProvider>,
  );
}

describe('LoadingOrFailed', () => {
  it('shows a spinner that says it is loading before the first answer', () => {
    renderRequest({ data: undefined, error: undefined, loading: true, refresh: vi.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('says what failed and why, and loads again on Retry', async () => {
    const refresh = vi.fn();
    renderRequest({ error: new TransportError('timeout'), loading: false, refresh });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('报价列表加载失败');
    await userEvent.setup().click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the data while a reload fails', () => {
    renderRequest({ data: 'Bid B-7', error: new Error('x'), loading: false, refresh: vi.fn() });
    expect(screen.getByText('Bid B-7')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
