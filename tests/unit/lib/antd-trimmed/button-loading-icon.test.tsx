// @vitest-environment jsdom
/* eslint-disable testing-library/no-node-access -- the spinner is decorative: it has no role or name to find it by */
import { render } from '@testing-library/react';

import LoadingIconOnceLoading from '@/lib/antd-trimmed/button-loading-icon';

const props = { prefixCls: 'ant-btn', existIcon: false, mount: true } as const;
const spinnerIn = (container: HTMLElement) =>
  container.querySelector('.ant-btn-loading-icon .anticon-loading');

describe("a Button's loading spinner in production builds", () => {
  it('is not in a button that has not loaded, and comes once it loads, then as antd draws it', () => {
    const { container, rerender } = render(<LoadingIconOnceLoading {...props} loading={false} />);
    expect(container).toBeEmptyDOMElement();

    rerender(<LoadingIconOnceLoading {...props} mount={false} loading />);
    expect(spinnerIn(container)).toBeInTheDocument();
  });

  it('shows at once in a button that mounts loading', () => {
    const { container } = render(<LoadingIconOnceLoading {...props} loading />);
    expect(spinnerIn(container)).toBeInTheDocument();
  });

  it('shows in place of the icon of a button with one', () => {
    const { container } = render(<LoadingIconOnceLoading {...props} existIcon loading />);
    expect(spinnerIn(container)).toBeInTheDocument();
  });
});
