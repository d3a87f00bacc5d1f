import { wechatConfig } from '@/config/wechat';
import { createTabStorage } from '@/lib/storage';

/** A WeChat login started in this tab, waiting for WeChat to send the user back. */
export interface PendingWechatLogin {
  /** The OAuth `state`: 128 random bits, hex. */
  state: string;
  /** The login page's `reject` (return address) when the login started; checked when used. */
  reject: string | null;
  /** Epoch ms. */
  createdAt: number;
}

/** Why a return from WeChat is refused before any call is made. */
export type WechatStateRefusal =
  /** No `state`, a different one, or one already used: not a login this tab started. */
  | 'mismatch'
  /** Started more than `wechatConfig.stateTtlMs` ago. */
  | 'expired';

export type WechatStateCheck =
  { ok: true; pending: PendingWechatLogin } | { ok: false; reason: WechatStateRefusal };

const KEY = 'wechat-login';
const STATE_BYTES = 16;

/**
 * sessionStorage: the attempt belongs to this tab and ends with it. Entries never expire there:
 * `takeWechatLogin` checks the age itself, so that an old attempt is told apart from a forged one.
 */
const tabStorage = createTabStorage();

function isPending(value: unknown): value is PendingWechatLogin {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.state === 'string' &&
    (entry.reject === null || typeof entry.reject === 'string') &&
    typeof entry.createdAt === 'number'
  );
}

/** 128 bits from the browser's cryptographic random source, as 32 hex digits. */
export function newWechatState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Starts a login: a new `state`, kept with the return address. Replaces an earlier attempt. */
export function createWechatLogin(
  reject: string | null,
  now: number = Date.now(),
): PendingWechatLogin {
  const pending: PendingWechatLogin = { state: newWechatState(), reject, createdAt: now };
  tabStorage.set(KEY, pending);
  return pending;
}

/** Resolves once the attempt is in sessionStorage, where it outlives leaving for WeChat. */
export function wechatLoginSaved(): Promise<void> {
  return tabStorage.ready();
}

/**
 * Checks the `state` WeChat sent back against the attempt this tab started, and ends that attempt
 * whatever the outcome: a state works once.
 */
export function takeWechatLogin(
  state: string | null | undefined,
  now: number = Date.now(),
): WechatStateCheck {
  const pending = tabStorage.get(KEY, isPending);
  tabStorage.remove(KEY);
  if (!pending || !state || pending.state !== state) return { ok: false, reason: 'mismatch' };
  const age = now - pending.createdAt;
  if (age < 0 || age >= wechatConfig.stateTtlMs) return { ok: false, reason: 'expired' };
  return { ok: true, pending };
}
