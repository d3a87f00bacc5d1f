import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';

import { loadSelect } from '@/components/lazy-select/select-loader';
import { PortSelect } from '@/components/port-select';
import { API_PREFIX } from '@/contract/http';
import { afterNextPaint } from '@/hooks/use-open-after-paint';
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

/**
 * Holds the answers to port searches (for `keyword` only, when given) until `answer()`; the mock's
 * own handler then answers. `asked()` and `answered()` say whether such a search was sent and
 * answered.
 */
function holdPortSearches(keyword?: string) {
  let answer = () => {};
  const released = new Promise<void>((resolve) => (answer = resolve));
  let asked = false;
  let answered = false;
  server.use(
    http.get(`${API_PREFIX}${ReferenceApi.portSearch}`, async ({ request }) => {
      if (keyword !== undefined && new URL(request.url).searchParams.get('keyword') !== keyword) {
        return;
      }
      asked = true;
      await released;
      answered = true;
    }),
  );
  return { answer, asked: () => asked, answered: () => answered };
}

/** Enter as a keyboard sends it (user-event leaves out the key code the Select reads). */
function pressEnter(field: HTMLElement) {
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
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
    const { answer } = holdPortSearches();
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

  it('offers only the answer to what was typed, and an Enter pressed before it picks from it', async () => {
    const { answer } = holdPortSearches('NLRTM');
    const onChange = vi.fn();
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <label htmlFor="pod">目的港</label>
        <PortSelect id="pod" onChange={onChange} />
      </IntlProvider>,
    );
    await act(() => loadSelect());
    const field = screen.getByLabelText('目的港');

    await userEvent.click(field);
    expect(
      await screen.findByRole('option', { name: /上海 Shanghai \(CNSHA\)/ }),
    ).toBeInTheDocument();
    await userEvent.keyboard('NLRTM');
    // The first search's ports are gone: the list is loading the answer to what was typed.
    expect(screen.queryByRole('option', { name: /CNSHA/ })).not.toBeInTheDocument();
    expect(await screen.findByText(zhCN['common.loading'])).toBeInTheDocument();
    pressEnter(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('NLRTM');
    expect(field).toHaveAttribute('aria-expanded', 'true');

    answer();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('NLRTM', expect.anything()));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('drops an Enter that waited for an answer when the member leaves the field', async () => {
    const { answer, asked, answered } = holdPortSearches('NLRTM');
    const onChange = vi.fn();
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <label htmlFor="pod">目的港</label>
        <PortSelect id="pod" onChange={onChange} />
        <button type="button">查询</button>
      </IntlProvider>,
    );
    await act(() => loadSelect());
    const field = screen.getByLabelText('目的港');

    await userEvent.click(field);
    await userEvent.keyboard('NLRTM');
    expect(await screen.findByText(zhCN['common.loading'])).toBeInTheDocument();
    pressEnter(field);
    await waitFor(() => expect(asked()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(field).not.toHaveFocus();
    answer();
    // Once the answer has come and been drawn, nothing was picked from it.
    await waitFor(() => expect(answered()).toBe(true));
    for (const _ of [1, 2]) {
      await act(() => new Promise((resolve) => afterNextPaint(() => resolve(undefined))));
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the search and its list when an Enter waited for an answer with no port', async () => {
    const onChange = vi.fn();
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <label htmlFor="pod">目的港</label>
        <PortSelect id="pod" value="CNSHA" onChange={onChange} />
      </IntlProvider>,
    );
    await act(() => loadSelect());
    const field = screen.getByLabelText('目的港');
    expect(await screen.findByText('上海 Shanghai (CNSHA)')).toBeVisible();

    await userEvent.click(field);
    await userEvent.keyboard('zzzz');
    pressEnter(field);
    expect(await screen.findByText(zhCN['trade.port.none'])).toBeInTheDocument();
    // The chosen port is not offered for a search it does not match.
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field).toHaveValue('zzzz');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens with Enter while its first ports are loading', async () => {
    const { answer } = holdPortSearches();
    renderFilters();
    await act(() => loadSelect());
    const field = screen.getByLabelText('起运港');

    await userEvent.tab();
    expect(field).toHaveFocus();
    pressEnter(field);
    expect(await screen.findByText(zhCN['common.loading'])).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    answer();
    expect(
      await screen.findByRole('option', { name: /上海 Shanghai \(CNSHA\)/ }),
    ).toBeInTheDocument();
  });
});
