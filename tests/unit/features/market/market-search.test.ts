import {
  DEFAULT_MARKET_SEARCH,
  formatMarketSearch,
  parseMarketSearch,
} from '@/features/market/utils/market-search';

describe('parseMarketSearch', () => {
  it('reads the filters, sort, page and a complete quote', () => {
    const params = new URLSearchParams(
      'pol=cnsha&pod=USLAX&shipmentType=FCL&containerType=40GP&carrier=COSCO&sort=price&page=2' +
        '&qPol=CNSHA&qPod=USLAX&qType=FCL&qContainer=40GP&qQty=2',
    );
    expect(parseMarketSearch(params)).toEqual({
      pol: 'CNSHA',
      pod: 'USLAX',
      shipmentType: 'FCL',
      containerType: '40GP',
      carrier: 'COSCO',
      sort: 'price',
      order: 'asc',
      current: 2,
      quote: {
        pol: 'CNSHA',
        pod: 'USLAX',
        shipmentType: 'FCL',
        containerType: '40GP',
        quantity: 2,
      },
    });
  });

  it('drops what is not valid, and a quote that is not complete', () => {
    const params = new URLSearchParams(
      'pol=SHANGHAI&shipmentType=SHIP&carrier=cosco&sort=cheap&page=0&qPol=CNSHA&qType=FCL',
    );
    expect(parseMarketSearch(params)).toEqual(DEFAULT_MARKET_SEARCH);
  });
});

describe('formatMarketSearch', () => {
  it('leaves the defaults out', () => {
    expect(formatMarketSearch(DEFAULT_MARKET_SEARCH).toString()).toBe('');
  });

  it('writes what it reads', () => {
    const text =
      'pol=CNSHA&carrier=COSCO&sort=price&page=3&qPol=CNSHA&qPod=USLAX&qType=LCL&qCbm=2.5';
    expect(formatMarketSearch(parseMarketSearch(new URLSearchParams(text))).toString()).toBe(text);
  });
});
