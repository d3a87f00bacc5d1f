import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';

import { loadSelect } from '@/components/lazy-select/select-loader';
import { PortSelect } from '@/components/port-select';
import { API_PREFIX } from '@/contract/http';
import { ReferenceApi } from '@/lib/reference';
import { server } from '@mock/node';

import { zhCN } from '../../utils/catalogues';

/** The keywords of the port searches sent from now on. */
function recordPortSearches(): (string | null)[] {
  const sent: (string | null)[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === `${API_PREFIX}${ReferenceApi.portSearch}`) {
      sent.push(url.searchParams.get('keyword'));
    }
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return sent;
}

function renderFilters(pol?: string) {
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <label htmlFor="pol">起运港</label>
      <PortSelect id="pol" value={pol} />
      <label htmlFor="pod">目的港</label>
      <PortSelect id="pod" />
    </IntlProvider>,
  );
}

describe('PortSelect', () => {
  it('asks for the first ports when the member reaches for a field, not with the page', async () => {
    const searches = recordPortSearches();
    // The answer waits until the list has been seen loading; the mock's own handler then answers.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API_PREFIX}${ReferenceApi.portSearch}`, async () => {
        await answered;
      }),
    );
    renderFilters();
    // The Select itself (lazy-select.test.tsx reaches for the drawing before it).
    await act(() => loadSelect());

    await userEvent.click(screen.getByLabelText('起运港'));
    // Loading, not "no data", while the first answer is on its way.
    expect(await screen.findByText(zhCN['common.loading'])).toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('option', { name: /上海 Shanghai \(CNSHA\)/ }),
    ).toBeInTheDocument();
    // The other field, not reached, asked for nothing.
    expect(searches).toEqual(['']);
  });

  it('says the ports did not load when the search fails, and searches again as the member types', async () => {
    const searches = recordPortSearches();
    let failing = true;
    server.use(
      http.get(`${API_PREFIX}${ReferenceApi.portSearch}`, () =>
        failing ? HttpResponse.json({ code: 5000, message: '服务器繁忙' }) : undefined,
      ),
    );
    renderFilters();
    await act(() => loadSelect());

    await userEvent.click(screen.getByLabelText('起运港'));
    expect(await screen.findByText(zhCN['trade.port.failed'])).toBeInTheDocument();
    expect(screen.queryByText(zhCN['common.loading'])).not.toBeInTheDocument();

    failing = false;
    await userEvent.keyboard('sha');
    expect(
      await screen.findByRole('option', { name: /上海 Shanghai \(CNSHA\)/ }),
    ).toBeInTheDocument();
    expect(searches).toEqual(['', 'sha']);
  });

  it("shows a shared address's port by its name at once", async () => {
    const searches = recordPortSearches();
    renderFilters('CNSHA');

    expect(await screen.findByText('上海 Shanghai (CNSHA)')).toBeVisible();
    expect(searches).toEqual(['']);
  });
});
