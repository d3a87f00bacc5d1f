import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { ResultsPagination } from '@/components/results-pagination';

import { CATALOGUE_OF } from '../../utils/catalogues';

describe('a result list’s pager', () => {
  it.each([
    ['zh-CN', '上一页', '下一页'],
    ['en-US', 'Previous page', 'Next page'],
    ['ar-EG', 'الصفحة السابقة', 'الصفحة التالية'],
  ] as const)('names its arrow buttons in %s', async (locale, prev, next) => {
    const onChange = vi.fn();
    render(
      <IntlProvider locale={locale} messages={CATALOGUE_OF[locale]}>
        <ResultsPagination
          label="pages"
          page={{ current: 2, size: 10, total: 45 }}
          onChange={onChange}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: prev })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: next }));
    expect(onChange).toHaveBeenCalledWith(3, 10);
  });
});
