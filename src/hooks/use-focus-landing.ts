import { useLayoutEffect, useRef, type FocusEvent } from 'react';

import { focusWasLost } from '@/utils/focus';

const itself = (region: HTMLElement) => region;

/**
 * Keeps the focus of a member working in a region whose content changes with `stage` (Pay turning
 * into the payment's QR code, the payment into its outcome). The control that had the focus goes
 * with the change and the focus would drop to the page; instead, when `stage` changes while the
 * focus was in the region and has dropped since, `landing(region)` takes it (the region itself by
 * default; focusable, with tabIndex -1). Put `ref` and the handlers on the region; `landing` must
 * not change between renders (a module function).
 */
export function useFocusLanding<T extends HTMLElement>(
  stage: unknown,
  landing: (region: T) => HTMLElement | null = itself,
) {
  const ref = useRef<T>(null);
  const inside = useRef(false);

  // In the update that makes the change, before the browser drops the focus (see focusWasLost).
  useLayoutEffect(() => {
    const region = ref.current;
    if (region && inside.current && focusWasLost()) landing(region)?.focus();
  }, [stage, landing]);

  return {
    ref,
    onFocus: () => {
      inside.current = true;
    },
    // A control removed or switched off loses the focus with no blur handler called (React
    // dispatches no event while it changes the page): `inside` still says the focus was here.
    onBlur: (event: FocusEvent<T>) => {
      inside.current = event.currentTarget.contains(event.relatedTarget);
    },
  };
}
