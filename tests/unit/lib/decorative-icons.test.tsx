import { LeftOutlined, StarTwoTone } from '@ant-design/icons';
import { render, screen } from '@testing-library/react';
import { Pagination } from 'antd';

// Every test file loads src/lib/decorative-icons.ts (tests/setup-dom.ts), as the app does.
describe('antd icons', () => {
  it('are hidden from assistive technology unless given a name of their own', () => {
    render(
      <>
        <LeftOutlined data-testid="plain" />
        <StarTwoTone data-testid="two-tone" />
        <LeftOutlined aria-label="返回" />
      </>,
    );
    for (const icon of [screen.getByTestId('plain'), screen.getByTestId('two-tone')]) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).not.toHaveAttribute('aria-label');
      expect(icon).not.toHaveAttribute('role');
    }
    expect(screen.getAllByRole('img')).toEqual([screen.getByRole('img', { name: '返回' })]);
  });

  it('inside antd’s own controls carry no English name', () => {
    render(<Pagination total={200} />);
    expect(screen.getByTitle('Next Page')).toBeVisible();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryAllByLabelText(/^(left|right|double-right|ellipsis)$/)).toHaveLength(0);
  });
});
