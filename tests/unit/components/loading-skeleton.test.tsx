import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import { LoadingSkeleton } from '@/components/loading-skeleton';

import { zhCN } from '../../utils/catalogues';

import type { ComponentProps } from 'react';

function renderSkeleton(props: ComponentProps<typeof LoadingSkeleton> = {}) {
  return render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <LoadingSkeleton {...props} />
    </IntlProvider>,
  );
}

describe('LoadingSkeleton', () => {
  it('tells a screen reader that the section is loading, and hides its bars and empty title', () => {
    renderSkeleton({ rows: 4 });
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    // antd draws the title bar as an empty h3: a heading without a name, were it not hidden.
    expect(screen.getByRole('heading', { level: 3, hidden: true })).toHaveTextContent('');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says what is awaited when told, and nothing where the text beside it says it', () => {
    const { unmount } = renderSkeleton({ labelId: 'couponIssuer.redeem.loading' });
    expect(screen.getByRole('status')).toHaveTextContent(zhCN['couponIssuer.redeem.loading']);
    unmount();
    renderSkeleton({ labelId: false, title: false });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(0);
  });
});
