import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import { FSI, PDI } from './direction';

// A plural's `#` is a number too: next to a Latin name it would join the name's run.
const isValue = (element: MessageFormatElement) =>
  element.type === TYPE.pound ||
  element.type === TYPE.argument ||
  element.type === TYPE.number ||
  element.type === TYPE.date ||
  element.type === TYPE.time;

function isolate(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.flatMap((element): MessageFormatElement[] => {
    if (isValue(element)) {
      return [{ type: TYPE.literal, value: FSI }, element, { type: TYPE.literal, value: PDI }];
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: isolate(option.value) },
        ]),
      );
      return [{ ...element, options } as MessageFormatElement];
    }
    if (element.type === TYPE.tag) return [{ ...element, children: isolate(element.children) }];
    return [element];
  });
}

/**
 * A right-to-left message with each value it is given (a date, an amount, a port's or a company's
 * name, as the server writes them) isolated from the words around it, so that it keeps its own
 * direction: `2027-01-05` stays `2027-01-05`, and the full stop of `Co., Ltd.` stays at its end.
 * Takes a message as written (tests, the dev server) or as the build compiled it (its elements).
 */
export function isolateArguments(message: string | MessageFormatElement[]): MessageFormatElement[] {
  return isolate(typeof message === 'string' ? parse(message) : message);
}
