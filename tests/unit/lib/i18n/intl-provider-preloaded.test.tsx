import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';

import { loadCatalogue } from '@/lib/i18n/catalogue';
import { LocaleProvider } from '@/lib/i18n/intl-provider';
import { getLocale } from '@/lib/i18n/locale';

// The start-up (main.tsx) has loaded the current locale's catalogue before the first render (the
// test browser's language is English).
vi.mock('@/lib/i18n/catalogue', async () => {
  const antdLocale = (await import('antd/es/locale/en_US')).default;
  const english = {
    locale: 'en-US',
    messages: { 'common.appName': 'Freight Trading Platform' },
    areas: [],
    antdLocale,
  };
  return {
    getCatalogue: () => english,
    subscribeCatalogue: () => () => undefined,
    firstCatalogueFailed: () => false,
    loadCatalogue: vi.fn(() => Promise.resolve(english)),
  };
});

describe('LocaleProvider when the catalogue loaded before it', () => {
  it('shows the texts at its first render and does not load them again', () => {
    expect(getLocale()).toBe('en-US');
    render(
      <LocaleProvider>
        <FormattedMessage id="common.appName" />
      </LocaleProvider>,
    );

    expect(screen.getByText('Freight Trading Platform')).toBeVisible();
    expect(loadCatalogue).not.toHaveBeenCalled();
  });
});
