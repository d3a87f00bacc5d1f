import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { ScheduleApi } from '@/contract/schedule/paths';
import type { Sailing } from '@/contract/schedule/types';
import { readyDateFor } from '@/features/schedule/utils/tender-link';
import { searchSailings } from '@mock/domains/schedule/rules';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

/** The sailing cards (jsdom has no wide screen, so the page shows cards). */
function cards(): HTMLElement[] {
  const list = screen.queryByLabelText(/^(船期列表|Sailings)$/);
  return list ? [...list.querySelectorAll<HTMLElement>('li > article')] : [];
}

function firstPage(query: Record<string, string>): Sailing[] {
  const result = searchSailings(query, Date.now(), 'zh');
  if (!result.ok) throw new Error('the mock refused the query');
  return result.value.records;
}

const lane = {
  code: 'CNSHA',
  name: '上海',
  nameEn: 'Shanghai',
  countryCode: 'CN',
  region: 'east-asia',
};
const rotterdam = {
  code: 'NLRTM',
  name: '鹿特丹',
  nameEn: 'Rotterdam',
  countryCode: 'NL',
  region: 'north-europe',
};
/** YYYY-MM-DD in China, `days` from now. */
const chinaDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const future = (days: number, hour: number) =>
  `${chinaDay(days)}T${String(hour).padStart(2, '0')}:00:00+08:00`;

function sample(overrides: Partial<Sailing> = {}): Sailing {
  return {
    id: 'S1',
    carrier: 'MAEU',
    service: 'AE7',
    vessel: 'MAERSK TEST',
    voyage: '001W',
    pol: lane,
    pod: rotterdam,
    etd: future(10, 18),
    eta: '2027-01-20T06:00:00+01:00',
    transitDays: 31,
    direct: true,
    transshipments: [],
    cutoffs: { cy: future(8, 12), si: null, vgm: future(8, 10) },
    source: { kind: 'carrier', name: 'Maersk' },
    updatedAt: '2026-11-20T08:00:00+08:00',
    ...overrides,
  };
}

const pageOf = (records: Sailing[]) =>
  HttpResponse.json({
    code: 200,
    message: 'OK',
    data: { records, total: records.length, current: 1, size: 10 },
  });

describe('/tool/shipDate', { timeout: 45_000 }, () => {
  it('lists the sailings of the lane in the address with their cut-offs and source', async () => {
    const expected = firstPage({ pol: 'CNSHA', pod: 'NLRTM' });
    expect(expected.length).toBeGreaterThan(0);
    await renderRoute('/tool/shipDate?pol=CNSHA&pod=NLRTM');
    await waitFor(() => expect(cards()).toHaveLength(expected.length));
    const first = cards()[0] as HTMLElement;
    const sailing = expected[0] as Sailing;
    expect(first).toHaveTextContent(`${sailing.vessel} ${sailing.voyage}`);
    expect(first).toHaveTextContent('上海');
    expect(first).toHaveTextContent('鹿特丹');
    expect(first).toHaveTextContent('(UTC+8)');
    expect(within(first).getByText('截重柜 CY')).toBeInTheDocument();
    expect(within(first).getByText('截单 SI')).toBeInTheDocument();
    expect(first).toHaveTextContent(sailing.source.name);
    expect(first).toHaveTextContent('更新于');
  });

  it('shows a cut-off the source lacks as unknown and counts down to the others', async () => {
    server.use(http.get(`*${ScheduleApi.page}`, () => pageOf([sample()])));
    await renderRoute('/tool/shipDate?pol=CNSHA&pod=NLRTM');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = cards()[0] as HTMLElement;
    expect(within(card).getByText('未公布')).toBeInTheDocument();
    expect(within(card).getAllByRole('timer')).toHaveLength(2);
  });

  it('links a shipper to a tender for the sailing with the lane and the ready date', async () => {
    const sailing = sample();
    server.use(http.get(`*${ScheduleApi.page}`, () => pageOf([sailing])));
    await renderRoute('/tool/shipDate?pol=CNSHA&pod=NLRTM', { member: 'shipper' });
    const link = await screen.findByRole('link', { name: /^为此航次发起招标/ });
    const readyDate = readyDateFor(sailing, Date.now());
    expect(readyDate).toBeDefined();
    expect(link).toHaveAttribute(
      'href',
      `/business/tenderIssue?pol=CNSHA&pod=NLRTM&shipmentType=FCL&readyDate=${readyDate}`,
    );
  });

  it('sends a visitor to log in first and shows forwarders no tender link', async () => {
    server.use(http.get(`*${ScheduleApi.page}`, () => pageOf([sample()])));
    let view = await renderRoute('/tool/shipDate?pol=CNSHA&pod=NLRTM');
    await view.events.click(await screen.findByRole('link', { name: /^为此航次发起招标/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(view.router.state.location.search).get('reject')).toMatch(
      new RegExp(`^${window.location.origin}/business/tenderIssue\\?pol=CNSHA&pod=NLRTM&`),
    );
    view.unmount();
    view = await renderRoute('/tool/shipDate?pol=CNSHA&pod=NLRTM', { member: 'forwarder' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /^为此航次发起招标/ })).not.toBeInTheDocument();
  });

  it('shows a refused date range under the date field and keeps what was typed', async () => {
    const view = await renderRoute(
      '/tool/shipDate?pol=CNSHA&pod=NLRTM&from=2026-12-01&to=2027-06-01',
    );
    const from = screen.getByLabelText('开航日期（起运港当地）');
    await waitFor(() => expect(from).toHaveAccessibleDescription(/\S/));
    expect(from).toHaveValue('2026-12-01');
    expect(screen.getByText('请先修改上方标红的查询条件。')).toBeInTheDocument();
    expect(view.router.state.location.search).toContain('to=2027-06-01');
  });

  it('retries after a server error', async () => {
    let failures = 1;
    server.use(
      http.get(`*${ScheduleApi.page}`, () => {
        if (failures-- > 0)
          return HttpResponse.json({ code: 5000, message: '服务繁忙', data: null });
        return undefined;
      }),
    );
    const view = await renderRoute('/tool/shipDate?pol=CNSHA&pod=NLRTM');
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  });

  it('suggests widening an empty search, and the address keeps the filters after a change', async () => {
    server.use(http.get(`*${ScheduleApi.page}`, () => pageOf([])));
    const view = await renderRoute(
      '/tool/shipDate?pol=CNSHA&pod=NLRTM&carrier=MAEU&routing=direct',
    );
    expect(await screen.findByText('所选条件下没有航次')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: '允许中转' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toBe('?pol=CNSHA&pod=NLRTM&carrier=MAEU'),
    );
    await view.events.click(screen.getByRole('button', { name: '把开航日期放宽到 8 周' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toMatch(/&from=.*&to=.*&carrier=MAEU$/),
    );
  });

  it('offers a tender for the lane of an empty search, cargo ready 3 days before its first ETD day', async () => {
    server.use(http.get(`*${ScheduleApi.page}`, () => pageOf([])));
    const from = chinaDay(10);
    await renderRoute(`/tool/shipDate?pol=CNSHA&pod=PGPOM&from=${from}&to=${chinaDay(70)}`, {
      member: 'shipper',
    });
    expect(await screen.findByText('所选条件下没有航次')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '为这条航线发布招标' })).toHaveAttribute(
      'href',
      `/business/tenderIssue?pol=CNSHA&pod=PGPOM&readyDate=${chinaDay(7)}`,
    );
  });

  it('offers a forwarder no tender for an empty search, only the ways to widen it', async () => {
    server.use(http.get(`*${ScheduleApi.page}`, () => pageOf([])));
    await renderRoute('/tool/shipDate?pol=CNSHA&pod=PGPOM', { member: 'forwarder' });
    expect(await screen.findByText('所选条件下没有航次')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '把开航日期放宽到 8 周' })).toBeVisible();
    expect(screen.queryByRole('link', { name: '为这条航线发布招标' })).not.toBeInTheDocument();
  });

  it('invites a first search with popular lanes when no port is given', async () => {
    await renderRoute('/tool/shipDate');
    const lanes = await screen.findByRole('link', { name: '上海 → 鹿特丹' });
    expect(lanes).toHaveAttribute('href', '/tool/shipDate?pol=CNSHA&pod=NLRTM');
    expect(screen.getByRole('link', { name: '宁波 → 汉堡' })).toBeInTheDocument();
  });

  it('shows the week of a sailing and opens it from the calendar, in English', async () => {
    const sailing = sample({ etd: future(2, 18) });
    const today = future(0, 0).slice(0, 10);
    server.use(
      http.get(`*${ScheduleApi.week}`, ({ request }) => {
        const later = new URL(request.url).searchParams.get('weekStart') !== today;
        return HttpResponse.json({ code: 200, message: 'OK', data: later ? [] : [sailing] });
      }),
    );
    const view = await renderRoute('/tool/shipDate?pol=CNSHA&pod=NLRTM&view=week', {
      locale: 'en-US',
    });
    await view.events.click(
      await screen.findByRole('button', { name: '18:00 MAERSK TEST Maersk' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Unknown')).toBeInTheDocument();
    expect(within(drawer).getByText('CY cut-off')).toBeInTheDocument();
    expect(
      within(drawer).getByRole('link', { name: /^Start a tender for this sailing/ }),
    ).toBeInTheDocument();
    await view.events.click(within(drawer).getByRole('button', { name: 'Close' }));
    await view.events.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toMatch(
        /^\?pol=CNSHA&pod=NLRTM&week=\d{4}-\d{2}-\d{2}&view=week$/,
      ),
    );
    expect(await screen.findByText('No sailings this week', undefined, {})).toBeDefined();
  });

  it('says in words that a slow search is still running, then shows the sailings', async () => {
    server.use(
      http.get(`*${ScheduleApi.page}`, async () => {
        await delay(4500);
        return pageOf([sample()]);
      }),
    );
    await renderRoute('/tool/shipDate?pol=CNSHA&pod=NLRTM');
    expect(await screen.findByText('仍在查询船期，比平时慢一些，请稍候…')).toBeInTheDocument();
    expect(screen.getByLabelText('起运港')).toBeEnabled();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByText('仍在查询船期，比平时慢一些，请稍候…')).not.toBeInTheDocument();
  });
});
