/** Seeded PRNG (mulberry32): the same seed gives the same sequence on every host. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** [0, 1). */
  next: () => number;
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** `length` characters from `alphabet`. */
  chars: (length: number, alphabet: string) => string;
}

export function createRng(next: () => number): Rng {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chars: (length, alphabet) =>
      Array.from({ length }, () => alphabet.charAt(int(0, alphabet.length - 1))).join(''),
  };
}

/** A deterministic generator for seeding. */
export function seededRng(seed: number): Rng {
  return createRng(mulberry32(seed));
}

/** Unpredictable values (tokens, codes, captcha answers): Web Crypto, present in browsers and Node 20. */
export const secureRng: Rng = createRng(() => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 4294967296;
});

const HEX = '0123456789abcdef';

/** An opaque random token of `bytes` random bytes, hex-encoded. */
export function randomToken(bytes = 24): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => HEX.charAt(byte >> 4) + HEX.charAt(byte & 15)).join('');
}
