import { loadOnce } from '@/lib/lazy-part/load-once';

/** Encrypts stored entries with a passphrase (AES). */
export interface Cipher {
  encrypt(text: string, secret: string): string;
  /** The text, or '' or a throw when the ciphertext or the secret is wrong. */
  decrypt(raw: string, secret: string): string;
}

// The cipher's code (crypto-js) within the script time-out (loadOnce, 120 s): a page that waits for
// it before its first render starts anyway when it fails, its stored session unread (the member
// browses as a visitor, decision D163 in docs/decisions/routing-and-pages.md). A failed load is
// forgotten: the storage's next write (a login) tries again.
const cipher = loadOnce(() => import('./aes-cipher').then((module) => module.aesCipher));

/** The cipher once `loadCipher` has brought it; undefined before. */
export const loadedCipher = cipher.loaded;

/**
 * Loads the cipher's code on demand: a first visit stores nothing encrypted before its first
 * screen, so the shell does without it. A failed load can be tried again.
 */
export const loadCipher: () => Promise<Cipher> = cipher.load;
