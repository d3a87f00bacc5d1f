import { useLatest } from 'ahooks';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

import { afterNextPaint, type useOpenAfterPaint } from '@/hooks/use-open-after-paint';

import type { BaseSelectRef } from '@rc-component/select';

/** Keys the open list answers, with the key codes it reads: Enter picks, the arrows move. */
const LIST_KEYS = { Enter: 13, ArrowUp: 38, ArrowDown: 40 } as const;
type ListKey = keyof typeof LIST_KEYS;

const isListKey = (key: string): key is ListKey => key in LIST_KEYS;

/** Presses `key` on `target` as the keyboard does (the Select reads the key code). */
function press(target: EventTarget, key: ListKey, type: 'keydown' | 'keyup') {
  target.dispatchEvent(
    new KeyboardEvent(type, {
      key,
      code: key,
      keyCode: LIST_KEYS[key],
      bubbles: true,
      cancelable: true,
    }),
  );
}

/** Presses and releases a key the list answers on `target`. */
export function pressKey(target: EventTarget, key: ListKey) {
  press(target, key, 'keydown');
  press(target, key, 'keyup');
}

/** Whether the list the field controls offers a choice now. */
function offersChoice(input: HTMLInputElement): boolean {
  const listId = input.getAttribute('aria-controls');
  const list = listId ? input.ownerDocument.getElementById(listId) : null;
  return list?.querySelector('[role="option"]') != null;
}

/**
 * Keys pressed for a Select's list before the list is there, given to it as if it had been:
 * - the search asked for the list but it is not drawn yet (useOpenAfterPaint): `giveToList`, called
 *   first in the Select's onKeyDown, draws it at once and presses the key again for it, so Enter
 *   picks what the search shows and an arrow moves;
 * - the list, open or asked for, is `loading` (a search's answer): Enter waits, and picks its
 *   first choice once it is drawn (the previous search's choices are not what the member typed
 *   for). Another key, leaving the field (`drop`) or an answer without a choice drops it.
 * Which case a key is in is read in the capture phase, before the Select handles the key: a key
 * that itself opens the list is not for it.
 */
export function useKeysForList(
  selectRef: RefObject<BaseSelectRef | null>,
  shown: ReturnType<typeof useOpenAfterPaint>,
  { loading, open }: { loading: boolean; open: boolean },
) {
  const forList = useRef(false);
  const heldEnter = useRef(false);
  const isPending = shown.pending;
  // Enter waits only for a list open or asked for: on a closed field it opens the list.
  const asked = shown.asked;
  const waits = useLatest(() => loading && (open || asked()));

  useEffect(() => {
    const root = selectRef.current?.nativeElement;
    if (!root) return;
    const read = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && waits.current()) {
        event.preventDefault();
        event.stopPropagation();
        heldEnter.current = true;
        return;
      }
      heldEnter.current = false;
      forList.current = isListKey(event.key) && isPending();
    };
    root.addEventListener('keydown', read, true);
    return () => root.removeEventListener('keydown', read, true);
  }, [selectRef, isPending, waits]);

  useEffect(() => {
    if (loading || !heldEnter.current) return;
    // Once the answer is drawn: the list settles on its first choice in an effect of its own.
    return afterNextPaint(() => {
      if (!heldEnter.current) return;
      heldEnter.current = false;
      const input = selectRef.current?.nativeElement?.querySelector('input');
      if (!input || !offersChoice(input)) return;
      pressKey(input, 'Enter');
    });
  }, [loading, selectRef]);

  return {
    giveToList: (event: ReactKeyboardEvent) => {
      if (!forList.current || !isListKey(event.key)) return false;
      forList.current = false;
      shown.drawNow();
      press(event.target, event.key, 'keydown');
      return true;
    },
    drop: () => {
      heldEnter.current = false;
    },
  };
}
