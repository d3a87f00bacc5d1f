import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { IntlProvider } from 'react-intl';

import { FormError } from '@/components/form-error';

import { zhCN } from '../../utils/catalogues';

import type { ComponentProps } from 'react';

function renderError(props: ComponentProps<typeof FormError>) {
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <FormError {...props} />
    </IntlProvider>,
  );
}

describe('FormError', () => {
  it('shows nothing while the form has not failed', () => {
    renderError({ message: undefined });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the submit failed and sends again on Retry', async () => {
    const onRetry = vi.fn();
    renderError({ message: '服务器暂时无法处理', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('服务器暂时无法处理');
    await userEvent.setup().click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers another way on in place of Retry', () => {
    renderError({ message: '绑定已过期', onRetry: vi.fn(), action: <Button>重新开始</Button> });
    expect(screen.getByRole('button', { name: '重新开始' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).not.toBeInTheDocument();
  });
});
