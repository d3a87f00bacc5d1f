import { useLayoutEffect, useRef } from 'react';

import { focusWasLost, landingIn, placeOf } from '@/utils/focus';

/**
 * For a part that goes once it has done its work (a failure's Retry once the data is in, an item's
 * actions once it is answered): when it goes while it has the focus, the focus is handed to the
 * nearest landing around the place it was (`landingIn`), in the same task as the change, before
 * the browser would drop it to the page. Put the returned ref on the part's outer element.
 */
export function useFocusHandOff<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    return () => {
      // Unmounting: the part is still on the page and may still hold the focus.
      if (!node.contains(node.ownerDocument.activeElement)) return;
      const place = placeOf(node);
      // Once the change is on the page (what replaced the part is there to land in).
      queueMicrotask(() => {
        if (focusWasLost(node.ownerDocument)) landingIn(place, node.ownerDocument)?.focus();
      });
    };
  }, []);
  return ref;
}
