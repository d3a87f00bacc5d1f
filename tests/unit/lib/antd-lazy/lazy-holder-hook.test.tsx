import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useRealNotification from 'antd/es/notification/useNotification';

import { lazyHolderHook, type HolderHook } from '@/lib/antd-lazy/lazy-holder-hook';
import useLazyMessage, { preloadMessage } from '@/lib/antd-lazy/use-message';
import useLazyModal from '@/lib/antd-lazy/use-modal';

import { WithoutAntdStyles } from '../../../utils/antd-styles';

import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';

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
    await screen.findAllByRole('dialog', {}, { timeout: 15_000 });
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(2);
    const [first, second] = dialogs as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Remove first?');
    expect(second).toHaveTextContent('Remove second?');
    await user.click(within(first).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith('first'));
  });

  it('tries the load again on the next call after a failure, and shows both notifications', async () => {
    let attempts = 0;
    const useLazyNotification = lazyHolderHook<NotificationInstance, NotificationConfig>(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(
            useRealNotification as HolderHook<NotificationInstance, NotificationConfig>,
          );
    }, ['open']);
    function Notifier() {
      const [notification, holder] = useLazyNotification();
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
    const user = userEvent.setup();
    render(<Notifier />, { wrapper: WithoutAntdStyles });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(attempts).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent')).toBeVisible();
    expect(screen.getByText('Saved')).toBeVisible();
    expect(attempts).toBe(2);
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
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible(), { timeout: 15_000 });
    expect(screen.queryByText('Saving')).not.toBeInTheDocument();

    await preloadMessage();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByText('Copied without format')).toBeVisible());
  });
});
