import { act, fireEvent, screen, within } from '@testing-library/react';

import { page } from '@/app/lazy/page';
import { createRoutes } from '@/app/routes';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

import { zhCN } from '../../utils/catalogues';
import { renderRoute } from '../../utils/render-route';

// The drawer's script as the network serves it: it does not answer until the test lets it.
const network = vi.hoisted(() => {
  let heal: () => void = () => undefined;
  const healed = new Promise<void>((resolve) => (heal = resolve));
  return { healed, heal };
});
vi.mock('@/app/layouts/nav-drawer', async (importOriginal) => {
  await network.healed;
  return importOriginal();
});

const SHEET = 'http://localhost:3000/assets/drawer-abc.css';

/** The drawer's style sheet, inserted as Vite's preload helper does; it fails to load. */
function failDrawerSheet(): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = SHEET;
  document.head.append(link);
  link.dispatchEvent(new Event('error'));
}

/** The style sheet asked for again (jsdom loads none): the test says how it went. */
async function sheetAgain(): Promise<HTMLLinkElement> {
  return vi.waitFor(() => {
    // eslint-disable-next-line testing-library/no-node-access -- a style sheet has no role
    const link = document.head.querySelector<HTMLLinkElement>(`link[href="${SHEET}"]`);
    if (!link) throw new Error('the style sheet was not asked for again');
    return link;
  });
}

function Home() {
  return <h1>首页内容</h1>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // eslint-disable-next-line testing-library/no-node-access -- a style sheet has no role
  document.head.querySelector(`link[href="${SHEET}"]`)?.remove();
});

describe('the navigation drawer (phones) when its code does not load', () => {
  it('spins for up to 120 s, then offers the links with a retry that says what failed, until the drawer opens', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = createRoutes([
      { index: true, lazy: page(() => Promise.resolve({ default: Home })) },
    ]);
    const { events } = await renderRoute('/', { routes });
    const menu = screen.getByRole('button', { name: zhCN['layout.nav.open'] });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(zhCN['layout.nav.failed']);
    expect(alert).toHaveTextContent(zhCN['layout.chunk.script']);
    expect(menu).toHaveAttribute('aria-busy', 'false');
    // The same links, as a plain list under the header, meanwhile.
    expect(screen.getAllByRole('navigation', { name: zhCN['layout.nav.label'] })).toHaveLength(2);

    // The network is back, but the drawer's style sheet failed as well: Retry asks for it again.
    network.heal();
    failDrawerSheet();
    await events.click(within(alert).getByRole('button', { name: zhCN['common.retry'] }));
    (await sheetAgain()).dispatchEvent(new Event('error'));
    alert = await screen.findByRole('alert');
    await within(alert).findByText(zhCN['layout.chunk.style']);

    await events.click(within(alert).getByRole('button', { name: zhCN['common.retry'] }));
    (await sheetAgain()).dispatchEvent(new Event('load'));
    const drawer = await screen.findByRole('dialog', { name: zhCN['layout.nav.drawerTitle'] });
    expect(within(drawer).getByRole('link', { name: zhCN['menu.home'] })).toBeVisible();
    expect(screen.queryByText(zhCN['layout.nav.failed'])).not.toBeInTheDocument();
  });
});
