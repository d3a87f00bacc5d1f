import { createPath, type Location } from 'react-router-dom';

/** The absolute address of a router location, as `reject` carries it to /login. */
export function fullHref(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${window.location.origin}${createPath(location)}`;
}
