import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { IntlProvider } from 'react-intl';

import { CopyButton } from '@/components/copy-button';

import { zhCN } from '../../utils/catalogues';

function mountCopyButton(): HTMLElement {
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <AntdApp>
        <CopyButton text="6222 0000 1111" field="银行账号" />
      </AntdApp>
    </IntlProvider>,
  );
  return screen.getByRole('button', { name: '复制银行账号' });
}

describe('CopyButton', () => {
  it('puts the text on the clipboard and says what was copied', async () => {
    const user = userEvent.setup();
    await user.click(mountCopyButton());
    expect(await screen.findByText('已复制银行账号')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('6222 0000 1111');
  });

  it('asks to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    const copy = mountCopyButton();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByText('无法复制，请手动选中后复制')).toBeInTheDocument();
  });
});
