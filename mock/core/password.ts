import hmacSha256 from 'crypto-js/hmac-sha256';

import { randomToken } from './rand';

/** Stretching rounds: enough to look like a real hash, cheap enough for a reseed per test. */
const ROUNDS = 64;

export function newSalt(): string {
  return randomToken(12);
}

export function hashPassword(password: string, salt: string): string {
  let digest = password;
  for (let round = 0; round < ROUNDS; round += 1) digest = hmacSha256(digest, salt).toString();
  return digest;
}

export function verifyPassword(password: string, salt: string, hash: string): boolean {
  return hashPassword(password, salt) === hash;
}
