import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';

import { PageWaiting } from '@/app/page-waiting';
import { ACCOUNT_CARD_LIST, OTHER_PAGES } from '@/lib/first-screen/pages';
import { isFirstLoadFile } from '@/lib/i18n/areas';

import { readTextFile, textFiles } from '../../../build/texts';
import { EVERY_CATALOGUE, zhCN } from '../../utils/catalogues';

const cards = ACCOUNT_CARD_LIST.map((card) => [card.path, card] as const);

/** The messages of a locale's first load alone: what the app has before a page's own areas. */
const firstLoad = (locale: 'zh-CN' | 'en-US' | 'ar-EG') =>
  Object.assign(
    {},
    ...textFiles(locale)
      .filter((file) => isFirstLoadFile(file))
      .map((file) => readTextFile(file)),
  ) as Record<string, string>;

function renderWaitingAt(path: string, locale: 'zh-CN' | 'en-US' | 'ar-EG' = 'zh-CN') {
  return render(
    <IntlProvider locale={locale} messages={firstLoad(locale)} onError={() => {}}>
      <MemoryRouter initialEntries={[path]}>
        <PageWaiting labelId="common.loading" testId="route-loading" />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('an account page while its code loads', () => {
  it.each(cards)(
    "%s keeps its card's heading where the first screen drew it, the wait below, from the first load's texts",
    (path, card) => {
      for (const [locale, texts] of EVERY_CATALOGUE) {
        const { unmount } = renderWaitingAt(path, locale);

        const heading = screen.getByRole('heading', { level: 1 });
        expect(heading).toHaveTextContent(texts[card.titleId]);
        expect(heading).toHaveClass('account-card__title');
        expect(screen.getByText(texts[card.subtitleId])).toHaveClass('account-card__subtitle');
        expect(screen.getByRole('status')).toHaveTextContent(texts['common.loading']);
        unmount();
      }
    },
  );

  it('waits behind a spinner alone on a page with no heading drawn', () => {
    renderWaitingAt('/business/foreignTrade/1');

    expect(screen.getByRole('status')).toHaveTextContent(zhCN['common.loading']);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('a page of text while its code loads', () => {
  it.each(Object.values(OTHER_PAGES).map((page) => [page.path, page] as const))(
    "%s keeps its heading and intro where the first screen drew them, the wait below, from the first load's texts",
    (path, page) => {
      for (const [locale, texts] of EVERY_CATALOGUE) {
        const { unmount } = renderWaitingAt(path, locale);

        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts[page.titleId]);
        expect(screen.getByText(texts[page.descriptionId])).toHaveClass(
          'page-container__description',
        );
        expect(screen.getByText(texts[page.introId])).toHaveClass('page-intro');
        expect(screen.getByRole('navigation', { name: texts['menu.other'] })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(texts['common.loading']);
        unmount();
      }
    },
  );
});
