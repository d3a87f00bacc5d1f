import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';

import { PageWaiting } from '@/app/page-waiting';
import { paths } from '@/config/paths';
import {
  dismissFirstScreen,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_PAGE_ATTRIBUTE,
} from '@/lib/first-screen';
import {
  ACCOUNT_CARD_LIST,
  BUSINESS_HUB,
  FIRST_SCREEN_PAGES,
  OTHER_PAGES,
  type FirstScreenPage,
} from '@/lib/first-screen/pages';
import { isFirstLoadFile } from '@/lib/i18n/areas';

import { firstScreenMarkup } from '../../../build/first-screen-markup';
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

/** The page's heading (title and description) as PageContainer draws it, and the wait said below. */
function expectHeadingAndWait(page: FirstScreenPage, texts: typeof zhCN) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts[page.titleId]);
  expect(screen.getByText(texts[page.descriptionId])).toHaveClass('page-container__description');
  expect(screen.getByRole('status')).toHaveTextContent(texts['common.loading']);
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
    // A category the directory does not have: its page says so once its code is in.
    renderWaitingAt('/business/foreignTrade/9');

    expect(screen.getByRole('status')).toHaveTextContent(zhCN['common.loading']);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe("an item's page while its code loads", () => {
  it.each(FIRST_SCREEN_PAGES.filter((page) => page.itemQuery).map((page) => [page.path, page]))(
    '%s keeps its route heading when the address names its item, and a spinner alone when not',
    (path, page) => {
      const { unmount } = renderWaitingAt(`${path}?${page.itemQuery}=5001`);
      expectHeadingAndWait(page, zhCN);
      unmount();

      // Its not-found panel has a heading of its own.
      renderWaitingAt(`${path}?${page.itemQuery}=`);
      expect(screen.getByRole('status')).toHaveTextContent(zhCN['common.loading']);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    },
  );

  it('waits behind a spinner alone on a listing whose id has not the shape of one', () => {
    renderWaitingAt(`${paths.business.marketDetail.path}?id=abc`);

    expect(screen.getByRole('status')).toHaveTextContent(zhCN['common.loading']);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('a directory category while its code loads', () => {
  it.each(FIRST_SCREEN_PAGES.filter((page) => page.ofAddress).map((page) => [page.path, page]))(
    "%s keeps its category's heading where the first screen drew it, from the first load's texts",
    (path, page) => {
      for (const [locale, texts] of EVERY_CATALOGUE) {
        const { unmount } = renderWaitingAt(path, locale);

        expectHeadingAndWait(page, texts);
        unmount();
      }
    },
  );
});

describe('a page of text while its code loads', () => {
  it.each(
    FIRST_SCREEN_PAGES.flatMap(({ introId, section, ...page }) =>
      introId && section ? [[page.path, { ...page, introId, section }] as const] : [],
    ),
  )(
    "%s keeps its heading and intro where the first screen drew them, the wait below, from the first load's texts",
    (path, page) => {
      for (const [locale, texts] of EVERY_CATALOGUE) {
        const { unmount } = renderWaitingAt(path, locale);

        expectHeadingAndWait(page, texts);
        expect(screen.getByText(texts[page.introId])).toHaveClass('page-intro');
        expect(
          screen.getByRole('navigation', { name: texts[page.section.titleId] }),
        ).toBeInTheDocument();
        unmount();
      }
    },
  );
});

describe('a page whose first screen draws more than its heading, while its code loads', () => {
  const html = document.documentElement;
  const schedule = paths.tool.shipDate.path;

  /** index.html's first screens, the one of `path` in `locale` showing, as its script leaves them. */
  function showFirstScreen(path: string, locale: string) {
    document.body.insertAdjacentHTML('beforeend', firstScreenMarkup());
    html.setAttribute(FIRST_SCREEN_ATTRIBUTE, locale);
    html.setAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE, path);
  }

  afterEach(() => dismissFirstScreen());

  it.each(EVERY_CATALOGUE)(
    "%s: the schedule keeps the first screen's search bar and start prompt, the wait said to screen readers",
    (locale, texts) => {
      showFirstScreen(schedule, locale);
      const { container } = renderWaitingAt(schedule, locale);

      const page = within(container);
      expect(page.getByRole('heading', { level: 2 })).toHaveTextContent(
        texts['schedule.start.title'],
      );
      expect(page.getByRole('link', { name: texts['schedule.lane.CNYTN-USLAX'] })).toHaveAttribute(
        'href',
        expect.stringContaining('pol=CNYTN'),
      );
      expect(page.getByText(texts['schedule.filters.pol'])).toBeInTheDocument();
      expect(page.getByRole('status')).toHaveTextContent(texts['common.loading']);
      expect(page.getByRole('status')).toHaveClass('visually-hidden');
      // Moved, not copied: the locale's first screen no longer holds them.
      expect(screen.getAllByText(texts['schedule.start.title'])).toHaveLength(1);
    },
  );

  it.each(EVERY_CATALOGUE)(
    "%s: the business hub keeps the visitor's attention panel the first screen drew",
    (locale, texts) => {
      showFirstScreen(BUSINESS_HUB.path, locale);
      const { container } = renderWaitingAt(BUSINESS_HUB.path, locale);

      const page = within(container);
      expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
        texts[BUSINESS_HUB.titleId],
      );
      expect(page.getByRole('heading', { level: 2 })).toHaveTextContent(
        texts['home.attention.title'],
      );
      expect(page.getByRole('link', { name: texts['home.attention.login'] })).toBeInTheDocument();
      expect(screen.getAllByText(texts['home.attention.visitor'])).toHaveLength(1);
    },
  );

  it("takes nothing from another page's first screen", () => {
    showFirstScreen(paths.tool.customs.path, 'zh-CN');
    const { container } = renderWaitingAt(schedule);

    expect(within(container).queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(within(container).getByRole('status')).not.toHaveClass('visually-hidden');
  });

  it('waits behind a spinner when no first screen is showing (a move within the app)', () => {
    const { container } = renderWaitingAt(schedule);

    expect(within(container).queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(within(container).getByRole('status')).toHaveTextContent(zhCN['common.loading']);
  });

  it("keeps a page of text's intro once, drawn by the app", () => {
    const about = OTHER_PAGES.about;
    showFirstScreen(about.path, 'zh-CN');
    const { container } = renderWaitingAt(about.path);

    expect(within(container).getAllByText(zhCN[about.introId])).toHaveLength(1);
    expect(within(container).getByRole('status')).not.toHaveClass('visually-hidden');
  });
});
