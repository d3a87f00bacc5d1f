/** The login page and its return-address parameter, for code below the app layer (lib, features). */
export const LOGIN_PATH = '/login';
export const REJECT_PARAM = 'reject';

/** `/login?reject=<encoded address>`; without an address, `/login`. */
export function loginHref(reject?: string): string {
  return reject ? `${LOGIN_PATH}?${REJECT_PARAM}=${encodeURIComponent(reject)}` : LOGIN_PATH;
}

/** Whether a path is the login page (route matching ignores case and a trailing slash). */
export function isLoginPath(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === LOGIN_PATH;
}
