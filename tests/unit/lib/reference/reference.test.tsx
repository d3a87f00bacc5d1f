import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';

import { StorageKeys } from '@/config/constants';
import { API_PREFIX } from '@/contract/http';
import {
  getReferenceState,
  loadReferenceData,
  loadReferenceDataOnce,
  ReferenceApi,
  resetReferenceState,
  useCountries,
  useDict,
  useProvinces,
  useReferenceStatus,
} from '@/lib/reference';
import type { Country, DictItem, DictItemsByCode, Province } from '@/lib/reference';
import { setTokens } from '@/lib/session';
import { plainStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { CATALOGUE_OF } from '../../../utils/catalogues';
import { renderFeedback, run } from '../request/harness';

const api = (path: string) => `*${API_PREFIX}${path}`;
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });
const page = <T,>(records: T[]) => ok({ records, total: records.length, current: 1, size: 100 });

const item = (value: string, text: string, textEn: string, sort: number): DictItem => ({
  id: `ct-${value}`,
  dictId: 'd-ct',
  value,
  text,
  textEn,
  sort,
});
const DICTS: DictItemsByCode = {
  container_type: [
    item('40HQ', '40尺高柜', "40' high cube", 3),
    item('20GP', '20尺普柜', "20' general purpose", 1),
    item('40GP', '40尺普柜', "40' general purpose", 2),
    // A code the app's catalogues do not know: the server's text names it.
    item('53HQ', '53尺高柜', "53' high cube", 4),
  ],
  currency: [item('USD', '美元', 'US dollar', 1)],
};
const PROVINCES: Province[] = [
  { id: 'p-31', code: '310000', name: '上海市', nameEn: 'Shanghai' },
  { id: 'p-44', code: '440000', name: '广东省', nameEn: 'Guangdong' },
  { id: 'p-99', code: '990000', name: '测试省', nameEn: 'Test province' },
];
const COUNTRIES: Country[] = [
  { id: 'c-nl', code: 'NL', code3: 'NLD', name: '荷兰', nameEn: 'Netherlands' },
];

/** Reference endpoints; records the query and token of every call the server received. */
function referenceServer(replies: { provinces?: () => Response; dicts?: () => Response } = {}) {
  const calls: { path: string; query: string; token: string | null }[] = [];
  const record = (path: string, request: Request) =>
    calls.push({
      path,
      query: new URL(request.url).searchParams.toString(),
      token: request.headers.get('token'),
    });
  server.use(
    http.get(api(ReferenceApi.provinceListAll), ({ request }) => {
      record('provinces', request);
      return (replies.provinces ?? (() => page(PROVINCES)))();
    }),
    http.get(api(ReferenceApi.countryListAll), ({ request }) => {
      record('countries', request);
      return page(COUNTRIES);
    }),
    http.get(api(ReferenceApi.dictListAll), ({ request }) => {
      record('dicts', request);
      return (replies.dicts ?? (() => ok(DICTS)))();
    }),
  );
  return calls;
}

function ReferenceView() {
  const containers = useDict('container_type');
  const provinces = useProvinces();
  const countries = useCountries();
  const status = useReferenceStatus();
  return (
    <div>
      <ul aria-label="containers">
        {containers.options.map((option) => (
          <li key={option.value}>{option.label}</li>
        ))}
      </ul>
      <p>label of 40HQ: {containers.labelOf('40HQ')}</p>
      <p>label of unknown: {containers.labelOf('99XX')}</p>
      <p>provinces: {provinces.options.map((option) => option.label).join(', ')}</p>
      <p>country NL: {countries.labelOf('NL')}</p>
      <p>
        status: {status.provinces}/{status.countries}/{status.dictItems}; dictionaries:{' '}
        {status.counts.dictionaries}; items: {status.counts.dictItems}
      </p>
    </div>
  );
}

function renderView(locale: keyof typeof CATALOGUE_OF = 'zh-CN') {
  return render(
    <IntlProvider locale={locale} messages={CATALOGUE_OF[locale]}>
      <ReferenceView />
    </IntlProvider>,
  );
}

describe('reference data', () => {
  beforeEach(() => resetReferenceState());

  it('loads provinces, countries and dictionaries and shows labels in Chinese in sort order', async () => {
    referenceServer();
    renderView('zh-CN');

    await run(() => loadReferenceData());

    // Known codes by the app's catalogue, the unknown one by the server's text.
    const labels = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(labels).toEqual(['20英尺普柜', '40英尺普柜', '40英尺高柜', '53尺高柜']);
    expect(screen.getByText('label of 40HQ: 40英尺高柜')).toBeInTheDocument();
    expect(screen.getByText('provinces: 上海市, 广东省, 测试省')).toBeInTheDocument();
    expect(screen.getByText('country NL: 荷兰')).toBeInTheDocument();
    expect(
      screen.getByText('status: ready/ready/ready; dictionaries: 2; items: 5'),
    ).toBeInTheDocument();
  });

  it('shows labels in English when the locale is English', async () => {
    referenceServer();
    renderView('en-US');

    await run(() => loadReferenceData());

    expect(screen.getByText("label of 40HQ: 40' High Cube")).toBeInTheDocument();
    expect(screen.getByText('provinces: Shanghai, Guangdong, Test province')).toBeInTheDocument();
    expect(screen.getByText('country NL: Netherlands')).toBeInTheDocument();
  });

  it('names known codes in Arabic on an Arabic page, and only unknown ones by the server', async () => {
    referenceServer();
    renderView('ar-EG');

    await run(() => loadReferenceData());

    const labels = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(labels).toEqual([
      'حاوية عادية 20 قدمًا',
      'حاوية عادية 40 قدمًا',
      'حاوية عالية 40 قدمًا',
      // The server's text, for a code the app does not know, is isolated (FSI … PDI) as a name.
      "\u206853' high cube\u2069",
    ]);
    expect(
      screen.getByText('provinces: شانغهاي, قوانغدونغ, \u2068Test province\u2069'),
    ).toBeInTheDocument();
  });

  it('shows the value itself when a dictionary has no such item', async () => {
    referenceServer();
    renderView();

    await run(() => loadReferenceData());

    expect(screen.getByText('label of unknown: 99XX')).toBeInTheDocument();
  });

  it('asks for 100 provinces and 300 countries, with the token when one is stored', async () => {
    const calls = referenceServer();
    await loadReferenceData();
    expect(calls).toEqual(
      expect.arrayContaining([
        { path: 'provinces', query: 'current=1&size=100', token: null },
        { path: 'countries', query: 'current=1&size=300', token: null },
        { path: 'dicts', query: '', token: null },
      ]),
    );

    // Calls send the token unless flagged no-token: the start-up loads are not.
    resetReferenceState();
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    calls.length = 0;
    await loadReferenceData();
    expect(calls).toEqual(
      expect.arrayContaining([
        { path: 'provinces', query: 'current=1&size=100', token: 'access-1' },
        { path: 'countries', query: 'current=1&size=300', token: 'access-1' },
        { path: 'dicts', query: '', token: 'access-1' },
      ]),
    );
  });

  it('loads once per page load when the start-up and the app root both ask, also after it ended', async () => {
    const calls = referenceServer();
    loadReferenceDataOnce();
    loadReferenceDataOnce();
    await waitFor(() => expect(getReferenceState().status.dictItems).toBe('ready'));
    loadReferenceDataOnce();

    expect(calls.filter((call) => call.path === 'dicts')).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('stores the dictionary items as sysAllDictItems and shows them at the next start before the network answers', async () => {
    referenceServer();
    await loadReferenceData();
    expect(plainStorage.get(StorageKeys.dictItems)).toEqual(DICTS);

    resetReferenceState();
    renderView();

    expect(screen.getByText('label of unknown: 99XX')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('53尺高柜');
    expect(screen.getByText(/status: idle\/idle\/idle/)).toBeInTheDocument();
  });

  it('names known codes by the catalogue and others as codes when the dictionary reply does not match the contract, storing nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    referenceServer({
      dicts: () => ok({ container_type: [{ value: '40HQ', text: null }] }),
    });
    await loadReferenceData();
    renderView();

    expect(screen.getByText('label of 40HQ: 40英尺高柜')).toBeInTheDocument();
    expect(screen.getByText('label of unknown: 99XX')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByText(/status: ready\/ready\/failed/)).toBeInTheDocument();
    expect(plainStorage.get(StorageKeys.dictItems)).toBeUndefined();
  });

  it('ignores a stored copy of the dictionaries that is not what the contract says', async () => {
    plainStorage.set(StorageKeys.dictItems, { container_type: [{ value: '40HQ', text: 7 }] });
    resetReferenceState();
    renderView();

    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(plainStorage.get(StorageKeys.dictItems)).toBeUndefined();
  });

  it('keeps what it had, without toast or rejection, when a load fails', async () => {
    renderFeedback();
    referenceServer();
    await loadReferenceData();
    referenceServer({
      provinces: () => HttpResponse.error(),
      dicts: () => HttpResponse.json({ code: 5000, message: '字典服务异常', data: null }),
    });
    renderView();

    await expect(run(() => loadReferenceData())).resolves.toBeUndefined();

    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('53尺高柜');
    expect(screen.getByText('provinces: 上海市, 广东省, 测试省')).toBeInTheDocument();
    expect(screen.getByText(/status: failed\/ready\/failed/)).toBeInTheDocument();
    expect(screen.queryByText('字典服务异常')).not.toBeInTheDocument();
    expect(screen.queryByText('无法连接服务器，请稍后重试')).not.toBeInTheDocument();
  });

  it('asks each list once when loading is started twice at once', async () => {
    const calls = referenceServer();

    await Promise.all([loadReferenceData(), loadReferenceData()]);

    expect(calls).toHaveLength(3);
  });
});
