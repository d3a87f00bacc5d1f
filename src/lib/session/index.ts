export { SessionProvider, useSession } from './session-context';
export { safeReturnTo } from './safe-return-to';
export { LOGIN_PATH, REJECT_PARAM, isLoginPath, loginHref } from './login-path';
export { refreshSession, renewSession, startRefreshTimer } from './refresh-timer';
export { getCurrentMember, logoutRequest, refreshTokens, startSessionCheck } from './session-api';
export { checkSessionWithServer } from './check-session';
export {
  clearTokens,
  getRefreshToken,
  getStoredMember,
  getToken,
  setStoredMember,
  setTokens,
  subscribe as subscribeSession,
} from './token-storage';
export type { SessionChangeSource, TokenPair } from './token-storage';
export type { SessionContextValue, SessionStatus } from './types';
