import { useSearchParams } from 'react-router-dom';

/**
 * The id of the one item a page shows, from the address (`?id=`, `?tenderId=`, `?orderNo=`),
 * trimmed; '' when the address names none. Not a list's state (that is `useUrlSearch`): the page
 * never writes it, a link opens another item.
 */
export function useIdInAddress(param: string): string {
  const [params] = useSearchParams();
  return params.get(param)?.trim() ?? '';
}
