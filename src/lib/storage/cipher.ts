/** Encrypts stored entries with a passphrase (AES). */
export interface Cipher {
  encrypt(text: string, secret: string): string;
  /** The text, or '' or a throw when the ciphertext or the secret is wrong. */
  decrypt(raw: string, secret: string): string;
}

let cipher: Cipher | undefined;
let loading: Promise<Cipher> | undefined;

/** The cipher once `loadCipher` has brought it; undefined before. */
export function loadedCipher(): Cipher | undefined {
  return cipher;
}

/**
 * Loads the cipher's code (crypto-js) on demand: a first visit stores nothing encrypted before its
 * first screen, so the shell does without it. A failed load can be tried again.
 */
export function loadCipher(): Promise<Cipher> {
  loading ??= import('./aes-cipher').then(
    (module) => (cipher = module.aesCipher),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
