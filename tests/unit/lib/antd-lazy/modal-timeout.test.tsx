import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

import { WithoutAntdStyles } from '../../../utils/antd-styles';
import { zhCN } from '../../../utils/catalogues';

import type { ReactNode } from 'react';

// antd's dialog code stands for a chunk that does not arrive until the test lets it (the network
// heals): the first import waits, the retry's gets it.
const network = vi.hoisted(() => {
  let heal: () => void = () => undefined;
  const healed = new Promise<void>((resolve) => (heal = resolve));
  return { healed, heal };
});
vi.mock('antd/es/modal/useModal', async (importOriginal) => {
  await network.healed;
  return importOriginal();
});

function InApp({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <WithoutAntdStyles>{children}</WithoutAntdStyles>
    </IntlProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a dialog whose code does not arrive (the shell's lazy Modal.useModal)", () => {
  it('says so once the 120 s time-out has passed, and Retry shows the dialog asked for', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: useLazyModal } = await import('@/lib/antd-lazy/use-modal');
    function Remover() {
      const [modal, holder] = useLazyModal();
      return (
        <>
          {holder}
          <button type="button" onClick={() => modal.confirm({ title: 'Remove it?' })}>
            Remove
          </button>
        </>
      );
    }
    render(<Remover />, { wrapper: InApp });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(zhCN['layout.popup.failed']);
    expect(notice).toHaveTextContent(zhCN['layout.chunk.script']);
    network.heal();
    await userEvent.click(within(notice).getByRole('button', { name: zhCN['common.retry'] }));

    // antd's dialog code is transformed on first use: it can take a while in the test runner.
    expect(await screen.findByRole('dialog')).toHaveTextContent('Remove it?');
    expect(screen.queryByText(zhCN['layout.popup.failed'])).not.toBeInTheDocument();
  });
});
