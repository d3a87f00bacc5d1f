import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { KeepFocusButton } from '@/components/keep-focus-button';

/** Send switches itself off once pressed, as an SMS code's Send does while it counts down. */
function Sender({ onSend }: { onSend: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <KeepFocusButton
      off={sent}
      onClick={() => {
        onSend();
        setSent(true);
      }}
    >
      Send
    </KeepFocusButton>
  );
}

describe('KeepFocusButton', () => {
  it('switches off without losing the focus of the member who pressed it, and does nothing then', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Sender onSend={onSend} />);
    await user.tab();
    await user.keyboard('{Enter}');

    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
