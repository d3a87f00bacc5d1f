import { act, screen, waitFor } from '@testing-library/react';

import { loadSelect } from '@/components/lazy-select/select-loader';

import type { UserEvent } from '@testing-library/user-event';

/* eslint-disable testing-library/no-node-access -- antd portals a Select's options out of the form;
   its own drop-down is found through the list its input controls, as a screen reader finds it. */

/** The Select's label, or its input when the label is not unique on the page. */
type Label = string | RegExp | HTMLElement;

/**
 * The combobox for `label` now in the page: an input found while a LazySelect drew the closed
 * Select is found again by its id, which the Select that took its place keeps.
 */
const inputOf = (label: Label) =>
  label instanceof HTMLElement
    ? label.isConnected
      ? label
      : (document.getElementById(label.id) ?? label)
    : screen.getByLabelText(label);

const matches = (element: Element, option: string | RegExp) => {
  const texts = [element.textContent ?? '', element.getAttribute('title') ?? ''];
  return texts.some((text) => (typeof option === 'string' ? text === option : option.test(text)));
};

/** The antd Select around a combobox input: it shows the chosen options. */
const selectOf = (input: HTMLElement) => input.closest('.ant-select') as HTMLElement;

/**
 * Opens the antd Select labelled `label` (typing `search` into it first, if given) and returns the
 * options of its own drop-down: antd keeps closed drop-downs of other Selects in the document. After
 * a search, waits until every option names the searched text, so the list is the search's answer
 * and not the one it is about to replace.
 */
export async function openOptions(
  events: UserEvent,
  label: Label,
  search?: string,
): Promise<HTMLElement[]> {
  // A LazySelect draws the closed Select until the Select's code arrives and takes its place (a
  // click that user-event aims at the drawing would reach a node no longer in the page): the
  // Select is there first. lazy-select.test.tsx picks from the drawing itself.
  await act(() => loadSelect());
  const input = inputOf(label);
  if (input.getAttribute('aria-expanded') !== 'true') await events.click(input);
  if (search) await events.type(input, search);
  return waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const dropdown = list?.closest('.ant-select-dropdown');
    const options = [...(dropdown?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])];
    if (options.length === 0) throw new Error(`the drop-down of ${String(label)} is not open`);
    const needle = search?.toLowerCase();
    if (needle && options.some((option) => !option.textContent?.toLowerCase().includes(needle))) {
      throw new Error(`the drop-down of ${String(label)} does not show the answer for ${search}`);
    }
    return options;
  });
}

/**
 * Picks the option whose text or title is `option` (or matches it) in the antd Select labelled
 * `label`, searching for `search` first if given, and waits until the Select shows it: a pick that
 * did not land fails here, not at a later submit.
 */
export async function choose(
  events: UserEvent,
  label: Label,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const options = await openOptions(events, label, search);
  const item = options.find((element) => matches(element, option));
  if (!item) throw new Error(`no option ${String(option)} in ${String(label)}`);
  const shown = item.getAttribute('title') ?? item.textContent ?? '';
  await events.click(item);
  await waitFor(() => expect(selectOf(inputOf(label))).toHaveTextContent(shown));
}
