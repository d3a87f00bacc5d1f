import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import { ExternalSiteLink } from '@/components/external-site-link';

import { enUS, zhCN } from '../../utils/catalogues';

function mount(url: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'zh-CN' ? zhCN : enUS}>
      <ExternalSiteLink url={url} />
    </IntlProvider>,
  );
}

describe('ExternalSiteLink', () => {
  it('links an https site in a new tab, showing where it goes, without opener or referrer', () => {
    mount(' https://WWW.Hailian-Trade.example ');
    const link = screen.getByRole('link', {
      name: 'https://www.hailian-trade.example（在新标签页打开）',
    });
    expect(link).toHaveAttribute('href', 'https://www.hailian-trade.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the path and says "new tab" in English', () => {
    mount('https://www.yuanhang-logistics.example/en/', 'en-US');
    expect(
      screen.getByRole('link', {
        name: 'https://www.yuanhang-logistics.example/en/ (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.yuanhang-logistics.example/en/');
  });

  it.each([
    ['javascript:alert(1)', '只打开 https 地址，此地址未打开'],
    ['http://www.hailian-trade.example', '只打开 https 地址，此地址未打开'],
    ['https://user:pw@www.hailian-trade.example', '地址中含用户名或密码，为安全未打开'],
    ['www.hailian-trade.example', '地址无效，未打开'],
  ])('shows %s as text that cannot be clicked, with the reason', (url, reason) => {
    mount(url);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(url)).toBeVisible();
    expect(screen.getByText(reason)).toBeVisible();
  });
});
