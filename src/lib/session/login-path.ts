import { paths, REJECT_PARAM } from '@/config/paths';

/** The login page and its return-address parameter, as the session and request code use them. */
export const LOGIN_PATH = paths.login.path;
export { REJECT_PARAM };

/** `/login?reject=<encoded address>`; without an address, `/login`. */
export const loginHref = (reject?: string): string => paths.login.href(reject);

/** Whether a path is the login page (route matching ignores case and a trailing slash). */
export function isLoginPath(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === LOGIN_PATH;
}
