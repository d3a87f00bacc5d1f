import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { PrintButton } from '@/components/print/print-button';
import { PRINTING_ALONE } from '@/components/print/use-print-alone';

import { zhCN } from '../../utils/catalogues';

function mount(alone?: () => React.ReactNode) {
  return render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <main>
        <p>页面内容</p>
        <PrintButton label="打印开票申请：测试" {...(alone ? { alone } : {})} />
      </main>
    </IntlProvider>,
  );
}

const PART = '申请 A 的全部明细';

/** What the page held when the browser was asked to print: the part, and the mark on <html>. */
function spyOnPrint() {
  const seen: { part: boolean; marked: boolean }[] = [];
  const print = vi.spyOn(window, 'print').mockImplementation(() => {
    seen.push({
      part: screen.queryByText(PART) !== null,
      marked: document.documentElement.classList.contains(PRINTING_ALONE),
    });
  });
  return { print, seen };
}

describe('PrintButton', () => {
  it('prints the page as it is without a part to print alone', async () => {
    const { print, seen } = spyOnPrint();
    mount();
    await userEvent.click(screen.getByRole('button', { name: '打印开票申请：测试' }));
    expect(print).toHaveBeenCalledOnce();
    expect(seen).toEqual([{ part: false, marked: false }]);
  });

  it('prints one part alone: it is in the layer and <html> is marked as the browser prints', async () => {
    const { seen } = spyOnPrint();
    const { unmount } = mount(() => <p>{PART}</p>);
    const button = screen.getByRole('button', { name: '打印开票申请：测试' });

    await userEvent.click(button);
    expect(seen).toEqual([{ part: true, marked: true }]);
    expect(screen.getByText(PART)).toBeInTheDocument();

    // The print is over: the layer and the mark go, and the next print starts afresh.
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByText(PART)).not.toBeInTheDocument();
    expect(document.documentElement.classList.contains(PRINTING_ALONE)).toBe(false);

    await userEvent.click(button);
    expect(seen).toHaveLength(2);
    // A browser that never says the print is over: leaving the page takes the layer away.
    unmount();
    expect(screen.queryByText(PART)).not.toBeInTheDocument();
    expect(document.documentElement.classList.contains(PRINTING_ALONE)).toBe(false);
  });
});
