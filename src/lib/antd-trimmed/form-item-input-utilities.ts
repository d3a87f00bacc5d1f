// antd's Form.Item draws its input's column (FormItemInput) with these utilities from
// @rc-component/util; production builds give it this module instead (build/antd-trims.ts): the
// same utilities, but for `useLayoutEffect`.
import { useEffect, type DependencyList, type EffectCallback } from 'react';

export * from '@rc-component/util';

/**
 * The one effect FormItemInput runs: it measures the item's `extra` text and keeps the height in
 * its state, read only while the item shows an error (the error list's room is kept at least that
 * tall). As a layout effect it re-rendered each item with `extra` synchronously inside the commit
 * that mounted it (and made React run that commit's passive effects at once), though no item
 * shows an error as it mounts. Run after the commit instead, the height is in place before any
 * error can be shown, and one follows a change of the text a moment later, as the text itself
 * settles.
 */
export function useLayoutEffect(callback: EffectCallback, deps?: DependencyList): void {
  // FormItemInput's effect reads no argument (@rc-component/util's would pass whether it is the
  // first mount) and names its own dependencies.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a wrapper: the caller's dependencies
  useEffect(callback, deps);
}
