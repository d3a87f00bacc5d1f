import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { Tabs } from '@/components/tabs';

import { arEG, zhCN } from '../../utils/catalogues';

const CATALOGUES = { 'zh-CN': zhCN, 'ar-EG': arEG };

function renderTabs(locale: keyof typeof CATALOGUES) {
  return render(
    <IntlProvider locale={locale} messages={CATALOGUES[locale]}>
      <button type="button">before</button>
      <Tabs
        aria-label="kinds"
        items={[
          { key: 'a', label: 'Alpha', children: 'first panel' },
          { key: 'b', label: <span>Beta</span>, children: 'second panel' },
        ]}
      />
    </IntlProvider>,
  );
}

describe('Tabs', () => {
  it.each([
    ['ar-EG', 'علامة التبويب 2 من 2'],
    ['zh-CN', '第 2 个标签，共 2 个'],
  ] as const)('announces the focused tab’s place in %s, never in English', async (locale, said) => {
    const user = userEvent.setup();
    const { container } = renderTabs(locale);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');

    const tab = screen.getByRole('tab', { name: /Beta/ });
    await waitFor(() => expect(tab).toHaveFocus());
    expect(within(tab).getByText(said)).toHaveAttribute('aria-live', 'polite');
    expect(container).not.toHaveTextContent(/Tab \d+ of \d+/);

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tab', { name: /Beta/, selected: true })).toBe(tab);
    expect(screen.getByText('second panel')).toBeVisible();
  });
});
