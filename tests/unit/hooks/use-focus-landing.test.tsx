import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { useFocusLanding } from '@/hooks/use-focus-landing';

/** A panel whose Pay button turns into a waiting text, as the payment panel does. */
function Panel() {
  const [waiting, setWaiting] = useState(false);
  const focus = useFocusLanding<HTMLElement>(waiting);
  return (
    <>
      <button type="button">Elsewhere</button>
      <section aria-label="Payment" tabIndex={-1} {...focus}>
        {waiting ? (
          <p>Waiting</p>
        ) : (
          <button type="button" onClick={() => setWaiting(true)}>
            Pay
          </button>
        )}
      </section>
      <button type="button" onClick={() => setWaiting((now) => !now)}>
        Toggle from outside
      </button>
    </>
  );
}

/** A panel whose Pay button is switched off, not removed, while the payment is made. */
function SwitchingPanel() {
  const [waiting, setWaiting] = useState(false);
  const focus = useFocusLanding<HTMLElement>(waiting);
  return (
    <section aria-label="Payment" tabIndex={-1} {...focus}>
      <button type="button" disabled={waiting} onClick={() => setWaiting(true)}>
        Pay
      </button>
    </section>
  );
}

describe('useFocusLanding', () => {
  it('moves the focus to the region in the update that switches its control off', async () => {
    const user = userEvent.setup();
    render(<SwitchingPanel />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // A browser drops the focus of a disabled control at its next rendering step, whenever that
    // comes: the region has it before then.
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveFocus();
  });

  it('moves the focus to the region when the control that had it goes with the change', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveFocus();
  });

  it('leaves the focus alone when it was not in the region', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    const outside = screen.getByRole('button', { name: 'Toggle from outside' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(outside).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(outside).toHaveFocus();
  });

  it('does not take the focus back once the member has left the region', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.tab();
    await user.tab();
    await user.tab({ shift: true });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    expect(elsewhere).toHaveFocus();
    // Changed by something else (the page polling the payment): no click moves the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Toggle from outside' }));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });
});
