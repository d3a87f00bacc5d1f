import type { TextOf } from '@/lib/i18n/use-text';
import { getToken } from '@/lib/session/token-storage';

import { BizCode, BizError, TransportError } from './errors';
import { goLogin } from './go-login';
import { toastError, type ToastText } from './toast';

import type { RequestOptions } from './options';

function describe(error: BizError | TransportError): ToastText | undefined {
  if (error instanceof BizError) return error.message || { id: 'errors.unknown' };
  if (error.serverMessage) return error.serverMessage;
  return describeTransport(error);
}

function describeTransport(error: TransportError): ToastText | undefined {
  switch (error.kind) {
    case 'canceled':
      return undefined;
    case 'timeout':
      return { id: 'errors.timeout' };
    case 'offline':
      return { id: 'errors.offline' };
    case 'network':
      return { id: 'errors.network' };
    case 'server':
      return { id: 'errors.server' };
    case 'contract':
      return { id: 'errors.contract' };
    case 'http':
      return { id: 'errors.http', values: { status: error.status ?? 0 } };
  }
}

/**
 * The text the error toast shows (or would show) for a failed call, for pages that show a failure
 * inline: the server's message, else a clear generic message in the current locale.
 */
export function describeError(error: unknown, formatMessage: TextOf): string {
  const text =
    error instanceof BizError || error instanceof TransportError ? describe(error) : undefined;
  if (text === undefined) return formatMessage('errors.unknown');
  return typeof text === 'string' ? text : formatMessage(text.id, text.values);
}

/**
 * The toast of a 4098 is the app's own words, whatever the server wrote: the request module acts on
 * the code (it ends the session), and the catalogue says so in every language the app offers, the
 * ones the server does not write too. A member with a session stored has lost it; a visitor was
 * never logged in. Read before the session is cleared.
 */
function toastRefused(storedToken: string | undefined): void {
  toastError({ id: storedToken ? 'errors.sessionExpired' : 'errors.loginRequired' });
}

/**
 * The error policy, applied once per failed call: 4098 ends the session (unless
 * the call opts out); every other failure is toasted unless the call shows it itself.
 * `sentToken` is the token the call carried.
 */
export function settleFailure(
  error: BizError | TransportError,
  options: RequestOptions,
  sentToken: string | undefined,
): void {
  if (error instanceof BizError && error.code === BizCode.authFailure) {
    const storedToken = getToken();
    if (options.skipLoginRedirect) {
      if (!options.skipErrorToast) toastRefused(storedToken);
      return;
    }
    const ended = goLogin(sentToken, options.noToken);
    if (ended && !options.skipErrorToast) toastRefused(storedToken);
    return;
  }
  if (options.skipErrorToast) return;
  const text = describe(error);
  if (text !== undefined) toastError(text);
}

/**
 * Ends the stored session as a call refused with 4098 would (tokens cleared, one replace to
 * `/login?reject=<this address>`, one toast), for a refusal its caller judged to be the session's
 * own: a refresh token the server revoked. Within a burst of 4098 replies it acts once.
 */
export function endRefusedSession(): void {
  const token = getToken();
  if (goLogin(token)) toastRefused(token);
}
