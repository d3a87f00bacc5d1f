import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { useFocusHandOff } from '@/hooks/use-focus-hand-off';

function Failure({ onRetry }: { onRetry: () => void }) {
  const ref = useFocusHandOff<HTMLDivElement>();
  return (
    <div ref={ref} role="alert">
      Could not load{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

function Section() {
  const [failed, setFailed] = useState(true);
  return (
    <main tabIndex={-1}>
      <section aria-label="Rates">
        {failed ? <Failure onRetry={() => setFailed(false)} /> : <p>Shanghai → Rotterdam</p>}
      </section>
      <button type="button">Elsewhere</button>
    </main>
  );
}

describe('useFocusHandOff', () => {
  it('hands the focus of a part that goes to the section around it', async () => {
    const user = userEvent.setup();
    render(<Section />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Shanghai → Rotterdam')).toBeInTheDocument();
    await Promise.resolve();
    expect(screen.getByRole('region', { name: 'Rates' })).toHaveFocus();
  });

  it('leaves a focus that was elsewhere where it is', async () => {
    const user = userEvent.setup();
    render(<Section />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Before the change: the member moved on at once.
    elsewhere.focus();
    await Promise.resolve();
    expect(screen.getByText('Shanghai → Rotterdam')).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });
});
