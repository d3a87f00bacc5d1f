import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';

/** What the storage wrapper writes under a key (src/lib/storage/web-storage.ts), before encryption. */
export interface StoredEntry {
  value: unknown;
  time: number;
  expire: number | null;
}

/** An entry of `value` written now, for 30 days. */
export function entryOf(value: unknown, now = Date.now()): StoredEntry {
  return { value, time: now, expire: now + 30 * 86_400_000 };
}

/**
 * Stored texts that an encrypting storage with `secret` must treat as absent (and remove): broken,
 * tampered with, written by another build or key, or of the wrong shape. `entry` is a sound entry,
 * used where a payload needs one (under another key, or unencrypted). Each row: [name, raw text].
 */
export function corruptEntries(secret: string, entry: StoredEntry): [string, string][] {
  const sound = JSON.stringify(entry);
  return [
    ['random text', 'q8Zr!x pW? this was never an entry'],
    ['text that is not base64', '%%% not*base64 ~~~'],
    ['base64 that is no ciphertext', btoa('hello, storage')],
    ['the text "undefined"', 'undefined'],
    ['the text "null"', 'null'],
    ['an empty text', ''],
    ['a plain entry (written by a build that does not encrypt)', sound],
    ['a ciphertext under another key', AES.encrypt(sound, `${secret}-other`).toString()],
    // Bytes that are not UTF-8: crypto-js throws "Malformed UTF-8 data" when decrypting them.
    [
      'valid AES of bytes that are not text',
      AES.encrypt(Hex.parse('fffe80c0c1f5ff00'), secret).toString(),
    ],
    ['valid AES of text that is not JSON', AES.encrypt('garbage, not JSON {', secret).toString()],
    ['valid AES of JSON of the wrong shape', AES.encrypt('{"token":"abc"}', secret).toString()],
    ['valid AES of a bare value', AES.encrypt(JSON.stringify(entry.value), secret).toString()],
    ['valid AES of "undefined"', AES.encrypt('undefined', secret).toString()],
    [
      'a tampered ciphertext',
      (() => {
        const raw = AES.encrypt(sound, secret).toString();
        return `${raw.slice(0, 20)}${raw.slice(20, 24) === 'AAAA' ? 'BBBB' : 'AAAA'}${raw.slice(24)}`;
      })(),
    ],
  ];
}
