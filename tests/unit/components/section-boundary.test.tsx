import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { SectionBoundary } from '@/components/section-boundary';

import { zhCN } from '../../utils/catalogues';

let broken = true;

function Fragile() {
  if (broken) throw new Error('a section that cannot render');
  return <p>运价走势</p>;
}

describe('SectionBoundary', () => {
  it('shows a section that throws as its own failure with Retry, the page around it intact', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <h1>运价市场</h1>
        <SectionBoundary name="the trend">
          <Fragile />
        </SectionBoundary>
      </IntlProvider>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('这部分内容无法显示');
    expect(screen.getByRole('heading', { name: '运价市场' })).toBeVisible();
    expect(errors).toHaveBeenCalledWith(
      '[section] the trend failed to render',
      expect.any(Error),
      expect.any(String),
    );

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('运价走势')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
