import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';

import { useRequest } from '@/hooks/use-request';

// startTransition as React's own, with every call recorded.
const transitions = vi.hoisted(() => ({ calls: 0 }));
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof React>();
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      transitions.calls += 1;
      actual.startTransition(scope);
    },
  };
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Probe({ service }: { service: () => Promise<string> }) {
  const request = useRequest(service, { manual: true, onError: () => undefined });
  return (
    <div>
      <button type="button" onClick={() => request.run()}>
        ask
      </button>
      <button type="button" onClick={() => request.mutate('changed here')}>
        change
      </button>
      <p>{request.loading ? 'asking' : 'idle'}</p>
      <p>{request.data ?? 'nothing yet'}</p>
      <p>{request.error ? 'failed' : 'no failure'}</p>
    </div>
  );
}

// The data each run of an effect on the answer saw.
const effectRuns: string[] = [];

/** An answer's handler sets a state to the value it has: React renders and finds nothing changed. */
function EffectProbe({ service }: { service: () => Promise<string> }) {
  const [, setPolling] = React.useState(false);
  const request = useRequest(service, { onSuccess: () => setPolling(false) });
  React.useEffect(() => {
    if (request.data) effectRuns.push(request.data);
  }, [request.data]);
  return <p>{request.data ?? 'nothing yet'}</p>;
}

describe('useRequest (the app’s)', () => {
  beforeEach(() => {
    transitions.calls = 0;
  });

  it('renders an answer as a transition, and the start of a call and a change at once', async () => {
    const answer = deferred<string>();
    render(<Probe service={() => answer.promise} />);

    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(screen.getByText('asking')).toBeInTheDocument();
    expect(transitions.calls).toBe(0);

    await act(async () => answer.resolve('the answer'));
    expect(await screen.findByText('the answer')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(transitions.calls).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(screen.getByText('changed here')).toBeInTheDocument();
    expect(transitions.calls).toBe(1);
  });

  it('renders a failure as a transition too', async () => {
    const answer = deferred<string>();
    render(<Probe service={() => answer.promise} />);

    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    await act(async () => answer.reject(new Error('no')));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    // The failure, and its handler.
    expect(transitions.calls).toBe(2);
  });

  it('renders what an answer’s handler sets with the answer, never while the call still loads', async () => {
    const shown: string[] = [];
    function ToggleProbe({ service }: { service: () => Promise<boolean> }) {
      const [on, setOn] = React.useState(false);
      const toggle = useRequest(service, { manual: true, onSuccess: (next) => setOn(next) });
      shown.push(`${on ? 'on' : 'off'}, ${toggle.loading ? 'loading' : 'idle'}`);
      return (
        <button type="button" onClick={() => toggle.run()}>
          {on ? 'turn off' : 'turn on'}
          {toggle.loading ? ' (waiting)' : ''}
        </button>
      );
    }
    const answer = deferred<boolean>();
    render(<ToggleProbe service={() => answer.promise} />);

    fireEvent.click(screen.getByRole('button', { name: 'turn on' }));
    expect(screen.getByRole('button', { name: 'turn on (waiting)' })).toBeInTheDocument();
    await act(async () => answer.resolve(true));
    expect(await screen.findByRole('button', { name: 'turn off' })).toBeInTheDocument();
    expect(shown).not.toContain('on, loading');
    expect(shown.at(-1)).toBe('on, idle');
  });

  it('runs an effect on the answer once it shows, even when the answer’s handler changes nothing', async () => {
    effectRuns.length = 0;
    const answer = deferred<string>();
    render(<EffectProbe service={() => answer.promise} />);

    await act(async () => answer.resolve('the answer'));
    expect(await screen.findByText('the answer')).toBeInTheDocument();
    await waitFor(() => expect(effectRuns).toEqual(['the answer']));
  });
});
