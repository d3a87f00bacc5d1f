/**
 * Whether the keyboard focus has dropped to the page: nothing, or only the body, has it. That is
 * what happens when the focused control is removed or switched off under the member (a button that
 * goes once it has done its work, radios off while a choice is saved); a keyboard or screen reader
 * member would then have lost their place, so the component that caused it hands the focus on.
 */
export function focusWasLost(doc: Document = document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}
