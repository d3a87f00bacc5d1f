import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useRealNotification from 'antd/es/notification/useNotification';
import { IntlProvider } from 'react-intl';

import { lazyHolderHook, type HolderHook } from '@/lib/antd-lazy/lazy-holder-hook';
import useLazyMessage, { preloadMessage } from '@/lib/antd-lazy/use-message';
import useLazyModal from '@/lib/antd-lazy/use-modal';

import { WithoutAntdStyles } from '../../../utils/antd-styles';
import { zhCN } from '../../../utils/catalogues';

import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/** The hook's failure notice speaks the page's language. */
function InApp({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <WithoutAntdStyles>{children}</WithoutAntdStyles>
    </IntlProvider>
  );
}

/** A notification hook whose first `failures` loads fail as an offline chunk does. */
function flakyNotificationHook(failures: number) {
  let attempts = 0;
  const hook = lazyHolderHook<NotificationInstance, NotificationConfig>(() => {
    attempts += 1;
    return attempts <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      : Promise.resolve(
          useRealNotification as HolderHook<NotificationInstance, NotificationConfig>,
        );
  }, ['open']);
  function Notifier() {
    const [notification, holder] = hook();
    return (
      <>
        {holder}
        <button type="button" onClick={() => notification.open({ title: 'Saved' })}>
          Save
        </button>
        <button type="button" onClick={() => notification.open({ title: 'Sent' })}>
          Send
        </button>
      </>
    );
  }
  return { Notifier, attempts: () => attempts };
}

function Confirmer({ onOk }: { onOk: (name: string) => void }) {
  const [modal, holder] = useLazyModal();
  const ask = (name: string) => modal.confirm({ title: `Remove ${name}?`, onOk: () => onOk(name) });
  return (
    <>
      {holder}
      <button
        type="button"
        onClick={() => {
          ask('first');
          ask('second');
        }}
      >
        Remove both
      </button>
    </>
  );
}

describe('antd hooks loaded on first use', () => {
  it('shows the dialogs asked for while the modal code loaded, in order, and runs their actions', async () => {
    const onOk = vi.fn();
    const user = userEvent.setup();
    render(<Confirmer onOk={onOk} />, { wrapper: WithoutAntdStyles });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove both' }));

    // The first dialog waits for antd's modal code, which the test runner transforms on first use.
    await screen.findAllByRole('dialog');
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(2);
    const [first, second] = dialogs as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Remove first?');
    expect(second).toHaveTextContent('Remove second?');
    await user.click(within(first).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith('first'));
  });

  it('tries the load again on the next call after a failure, and shows both notifications', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Notifier, attempts } = flakyNotificationHook(1);
    const user = userEvent.setup();
    render(<Notifier />, { wrapper: InApp });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(attempts()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent')).toBeVisible();
    expect(screen.getByText('Saved')).toBeVisible();
    expect(attempts()).toBe(2);
  });

  it('says the notification could not be shown, and Retry loads its code again and shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Notifier, attempts } = flakyNotificationHook(1);
    const user = userEvent.setup();
    render(<Notifier />, { wrapper: InApp });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(zhCN['layout.popup.failed']);
    expect(notice).toHaveTextContent(zhCN['layout.chunk.script']);
    await user.click(within(notice).getByRole('button', { name: zhCN['common.retry'] }));

    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.queryByText(zhCN['layout.popup.failed'])).not.toBeInTheDocument();
    expect(attempts()).toBe(2);
  });

  it('drops what was waiting when the notice is closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Notifier } = flakyNotificationHook(1);
    const user = userEvent.setup();
    render(<Notifier />, { wrapper: InApp });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent')).toBeVisible();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows the toasts asked for before and after the message code was loaded ahead', async () => {
    function Toaster() {
      const [message, holder] = useLazyMessage();
      return (
        <>
          {holder}
          <button
            type="button"
            onClick={() => {
              void message.loading({ content: 'Saving', key: 'save' });
              void message.success({ content: 'Saved', key: 'save' });
            }}
          >
            Save
          </button>
          <button type="button" onClick={() => void message.warning('Copied without format')}>
            Copy
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Toaster />, { wrapper: WithoutAntdStyles });

    // The loading toast is replaced by its outcome (one key), as the calls ran in order.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A notice enters with antd's motion: visible once it has finished.
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
    expect(screen.queryByText('Saving')).not.toBeInTheDocument();

    await preloadMessage();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByText('Copied without format')).toBeVisible());
  });
});
