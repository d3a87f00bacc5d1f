import { Modal } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';

/**
 * While `when` holds, leaving the page asks first: an in-app navigation to another page opens a
 * confirm dialog (stay / leave), and closing or reloading the tab gets the browser's own prompt.
 */
export function ProfileLeavePrompt({ when }: { when: boolean }) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={<FormattedMessage id="enterprise.profile.leave.title" />}
      okText={intl.formatMessage({ id: 'enterprise.profile.leave.ok' })}
      cancelText={intl.formatMessage({ id: 'enterprise.profile.leave.cancel' })}
      okButtonProps={{ danger: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <FormattedMessage id="enterprise.profile.leave.content" />
    </Modal>
  );
}
