/**
 * Whether the keyboard focus is lost or about to be: nothing or only the body has it, or the
 * element that has it can no longer hold it (removed from the page, switched off). That is what
 * happens when the focused control goes or is disabled under the member (a button that goes once it
 * has done its work, radios off while a choice is saved). A browser moves the focus of a disabled
 * or removed element to the body at its next rendering step, not at once, so a check made later
 * (after a paint, a timer) sees it or not depending on timing: check in the same update that
 * changes the control (a layout effect), and the component that caused it hands the focus on.
 */
export function focusWasLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active === null || active === doc.body) return true;
  if (!active.isConnected) return true;
  // Hidden with what holds it (a dialog that closed): not every browser can tell (jsdom).
  if (typeof active.checkVisibility === 'function' && !active.checkVisibility()) return true;
  return active.matches(':disabled') || active.closest('[inert]') !== null;
}

/** What a focus whose control went may land on: the nearest of these around its place. */
const LANDINGS = [
  '[tabindex="-1"]',
  '[role="dialog"]',
  '[role="region"]',
  '[role="group"]',
  '[role="article"]',
  'article',
  'section',
  'li',
  'ul',
  'ol',
].join(',');

/** `node`'s ancestors, nearest first: kept before it goes, so its place is known afterwards. */
export function placeOf(node: Element): Element[] {
  const chain: Element[] = [];
  for (let parent = node.parentElement; parent; parent = parent.parentElement) chain.push(parent);
  return chain;
}

/**
 * The nearest landing of `place` (ancestors, nearest first: `placeOf`) that is still on the page,
 * made focusable by script (tabindex -1) when it was not, else the page's main region: where a
 * keyboard or screen reader member goes on from when the control they were on went.
 */
export function landingIn(place: readonly Element[], doc: Document = document): HTMLElement | null {
  const landing = place.find(
    (node): node is HTMLElement =>
      node instanceof HTMLElement &&
      node.isConnected &&
      node.matches(LANDINGS) &&
      !node.closest('[inert]'),
  );
  if (!landing) return doc.querySelector<HTMLElement>('main');
  if (!landing.hasAttribute('tabindex')) landing.setAttribute('tabindex', '-1');
  return landing;
}
