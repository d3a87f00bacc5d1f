/**
 * The app started over a stored session that is corrupt or tampered with: it shows the visitor's
 * header, removes the bad entry and logs nothing as an error; never a white screen.
 *
 * Production builds encrypt stored entries (AES); tests and the dev server store them plain. This
 * file runs the app as a production build does, with encryption and a key of its own, and opens the
 * stored entries before the first render as src/main.tsx does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import AES from 'crypto-js/aes';

import { StorageKeys } from '@/config/constants';
import type { env as appEnv } from '@/config/env';
import { getToken } from '@/lib/session';
import { APP_STORAGE_PREFIX, openStoredEntries } from '@/lib/storage';
import { createSessionFor } from '@mock/testing';

import { corruptEntries, entryOf } from '../../utils/corrupt-entries';
import { renderRoute } from '../../utils/render-route';

const SECRET = vi.hoisted(() => 'corrupt-storage-test-secret');

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<{ env: typeof appEnv }>();
  return { env: { ...actual.env, encryptStorage: true, storageSecret: SECRET } };
});

const keyOf = (key: string) => `${APP_STORAGE_PREFIX}${key}`;
const header = () => screen.getAllByRole('banner')[0] as HTMLElement;

/** Stores a member's session as a production build would: each entry encrypted under `SECRET`. */
function storeSoundSession() {
  const session = createSessionFor('shipper');
  const entries = {
    [StorageKeys.token]: session.access_token,
    [StorageKeys.refreshToken]: session.refresh_token,
    [StorageKeys.userInfo]: session.member,
  };
  for (const [key, value] of Object.entries(entries)) {
    localStorage.setItem(
      keyOf(key),
      AES.encrypt(JSON.stringify(entryOf(value)), SECRET).toString(),
    );
  }
  return session;
}

/** The app as src/main.tsx starts it: stored entries opened (decrypted) before the first render. */
async function startApp(url: string) {
  await openStoredEntries();
  return renderRoute(url);
}

describe('the app started over a corrupt stored session', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the member of a sound encrypted session (the way these tests store entries works)', async () => {
    const session = storeSoundSession();

    await startApp('/');

    expect(await within(header()).findByText(session.member.nickname)).toBeVisible();
    expect(within(header()).queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(getToken()).toBe(session.access_token);
  });

  const sound = entryOf('a-token-the-mock-never-issued');
  it.each(corruptEntries(SECRET, sound))(
    'treats %s as the token as no session: the visitor header, the entry removed, no error',
    async (_name, raw) => {
      const errors = vi.spyOn(console, 'error');
      localStorage.setItem(keyOf(StorageKeys.token), raw);

      const view = await startApp('/');

      expect(await within(header()).findByRole('link', { name: '登录' })).toBeVisible();
      expect(within(header()).getByRole('link', { name: '注册' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
      expect(view.router.state.location.pathname).toBe('/');
      await waitFor(() => expect(localStorage.getItem(keyOf(StorageKeys.token))).toBeNull());
      expect(getToken()).toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it.each(corruptEntries(SECRET, entryOf({ id: 'm1', nickname: '改过的用户' })))(
    'treats %s as the user info beside a sound token as not stored: the member is fetched and shown',
    async (_name, raw) => {
      const errors = vi.spyOn(console, 'error');
      const session = storeSoundSession();
      localStorage.setItem(keyOf(StorageKeys.userInfo), raw);

      await startApp('/user/personalCenter');

      expect(await within(header()).findByText(session.member.nickname)).toBeVisible();
      expect(await screen.findByRole('heading', { level: 1, name: '账户概览' })).toBeVisible();
      // Replaced by the member the server named.
      expect(localStorage.getItem(keyOf(StorageKeys.userInfo))).not.toBe(raw);
      expect(errors).not.toHaveBeenCalled();
    },
  );
});
