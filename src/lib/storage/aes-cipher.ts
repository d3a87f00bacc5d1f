import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

import type { Cipher } from './cipher';

/** crypto-js AES with a passphrase: the ciphertext is OpenSSL's salted Base64 format. */
export const aesCipher: Cipher = {
  encrypt: (text, secret) => AES.encrypt(text, secret).toString(),
  decrypt: (raw, secret) => AES.decrypt(raw, secret).toString(Utf8),
};
