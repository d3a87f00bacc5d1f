import { render, screen } from '@testing-library/react';
import { Button } from 'antd';

import { LocaleProvider } from '@/lib/i18n/intl-provider';

import { WithoutAntdStyles } from '../../../utils/antd-styles';

// The app ships no right-to-left locale, so the catalogue store hands the provider an Arabic one.
vi.mock('@/lib/i18n/catalogue', async () => {
  const antdLocale = (await import('antd/es/locale/ar_EG')).default;
  const arabic = { locale: 'ar-EG', messages: {}, areas: [], antdLocale };
  return {
    getCatalogue: () => arabic,
    subscribeCatalogue: () => () => undefined,
    firstCatalogueFailed: () => false,
    loadCatalogue: () => Promise.resolve(arabic),
  };
});

describe('LocaleProvider with a right-to-left locale', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
  });

  it('sets <html dir="rtl" lang> and lays antd out right to left', () => {
    render(
      <LocaleProvider>
        <Button>موافق</Button>
      </LocaleProvider>,
      { wrapper: WithoutAntdStyles },
    );

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar-EG');
    expect(screen.getByRole('button', { name: 'موافق' })).toHaveClass('ant-btn-rtl');
  });
});
