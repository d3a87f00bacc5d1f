import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { DetailState } from '@/components/detail-state';
import type { DictItemsByCode } from '@/contract/reference/types';
import { setDictItems, updateReferenceState } from '@/lib/reference/store';

import { zhCN } from '../../utils/catalogues';

/** The listing's page under a route whose handle names its heading, as the route table does. */
function renderDetail(id?: string) {
  const page = (
    <DetailState
      request={{
        data: { id: 'L1', carrier: 'COSU' },
        error: undefined,
        loading: false,
        refresh: () => undefined,
      }}
      id={id}
      failedId="market.loadFailed"
      notFound={{
        titleId: 'market.detail.notFound',
        descriptionId: 'market.detail.notFoundHint',
        backTo: '/business/market',
        backId: 'market.detail.backToMarket',
      }}
    >
      {(listing) => <h1>Carrier {listing.carrier}</h1>}
    </DetailState>
  );
  const router = createMemoryRouter([
    {
      path: '/',
      element: page,
      handle: {
        titleId: 'menu.business.marketDetail',
        descriptionId: 'pages.business.marketDetail.description',
      },
    },
  ]);
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

const dictionariesLoading = (dictItems: DictItemsByCode = {}) =>
  updateReferenceState((current) => ({
    ...current,
    dictItems,
    status: { ...current.status, dictItems: 'loading' },
  }));

afterEach(() => {
  setDictItems({});
});

describe('a detail page while the dictionaries load', () => {
  it('keeps its skeleton until the labels can be shown, then shows the item', () => {
    dictionariesLoading();
    renderDetail();

    expect(screen.getByRole('heading', { name: zhCN['menu.business.marketDetail'] })).toBeVisible();
    // The route's heading, as index.html paints it before the app runs.
    expect(screen.getByText(zhCN['pages.business.marketDetail.description'])).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Carrier/ })).not.toBeInTheDocument();

    act(() => setDictItems({ carrier: [] }));
    expect(screen.getByRole('heading', { name: 'Carrier COSU' })).toBeVisible();
  });

  it('shows the item at once when the last visit’s dictionaries are there, while they refresh', () => {
    dictionariesLoading({
      carrier: [
        { id: '1', dictId: '9', value: 'COSU', text: '中远海运', textEn: 'COSCO', sort: 1 },
      ],
    });
    renderDetail();

    expect(screen.getByRole('heading', { name: 'Carrier COSU' })).toBeVisible();
  });
});

describe('a detail page whose address changed', () => {
  it('does not show the answer for the previous id as the item the address names', () => {
    setDictItems({ carrier: [] });
    renderDetail('L2');

    expect(screen.getByRole('heading', { name: zhCN['menu.business.marketDetail'] })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Carrier/ })).not.toBeInTheDocument();
  });
});
