import { Modal } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';

import { isLoginPath } from '@/lib/session';

interface ProfileLeavePromptProps {
  when: boolean;
  /** The member chose to leave: what they typed is dropped (its draft too). */
  onLeave: () => void;
}

/**
 * While `when` holds, leaving the page asks first: an in-app navigation to another page opens a
 * confirm dialog (stay / leave), and closing or reloading the tab gets the browser's own prompt.
 * An ended session going to login is not asked about: the draft keeps what was typed.
 */
export function ProfileLeavePrompt({ when, onLeave }: ProfileLeavePromptProps) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isLoginPath(nextLocation.pathname),
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
      onOk={() => {
        onLeave();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      <FormattedMessage id="enterprise.profile.leave.content" />
    </Modal>
  );
}
