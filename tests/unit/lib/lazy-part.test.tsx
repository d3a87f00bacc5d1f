import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { lazyPart } from '@/lib/lazy-part';

import { enUS } from '../../utils/catalogues';

import type { ComponentType } from 'react';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A chunk import the test settles by hand. */
function deferredImport() {
  const attempts: {
    resolve: (component: ComponentType<{ name: string }>) => void;
    reject: (error: Error) => void;
  }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ name: string }>>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

function inIntl(node: React.ReactNode) {
  return (
    <IntlProvider locale="en-US" messages={enUS}>
      {node}
    </IntlProvider>
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a part of a page loaded on demand', () => {
  it('holds its place with the fallback, then shows the part with its props', async () => {
    const { load, attempts } = deferredImport();
    const Part = lazyPart(load, <p>Loading the part</p>);

    render(inIntl(<Part name="Ada" />));

    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    attempts[0]?.resolve(Greeting);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading the part')).not.toBeInTheDocument();
  });

  it('loads its code once, whether preloaded, rendered twice or rendered again later', async () => {
    const { load, attempts } = deferredImport();
    const Part = lazyPart(load);

    Part.preload();
    const view = render(
      inIntl(
        <>
          <Part name="Ada" />
          <Part name="Lin" />
        </>,
      ),
    );
    attempts[0]?.resolve(Greeting);
    expect(await screen.findByText('Hello, Lin')).toBeInTheDocument();
    view.unmount();
    render(inIntl(<Part name="Sam" />));

    expect(screen.getByText('Hello, Sam')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the part did not load, with a retry that loads it again', async () => {
    const user = userEvent.setup();
    const { load, attempts } = deferredImport();
    const Part = lazyPart(load, <p>Loading the part</p>);
    render(inIntl(<Part name="Ada" />));

    attempts[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(enUS['common.partFailed']);
    expect(alert).toHaveTextContent(enUS['layout.chunk.script']);
    await user.click(screen.getByRole('button', { name: enUS['common.retry'] }));
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    attempts[1]?.resolve(Greeting);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says its script did not arrive once the 120 s time-out has passed, and Retry loads it again', async () => {
    const { load, attempts } = deferredImport();
    const Part = lazyPart(load, <p>Loading the part</p>);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(inIntl(<Part name="Ada" />));

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(enUS['common.partFailed']);
    expect(alert).toHaveTextContent(enUS['layout.chunk.script']);
    await userEvent.click(screen.getByRole('button', { name: enUS['common.retry'] }));
    attempts[1]?.resolve(Greeting);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says its style sheet did not load when that is what failed', async () => {
    const { load, attempts } = deferredImport();
    const Part = lazyPart(load);
    render(inIntl(<Part name="Ada" />));

    await vi.waitFor(() => expect(attempts).toHaveLength(1));
    attempts[0]?.reject(new Error('Unable to preload CSS for http://localhost/assets/part.css'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(enUS['layout.chunk.style']);
    expect(alert).not.toHaveTextContent(enUS['layout.chunk.script']);
  });
});
