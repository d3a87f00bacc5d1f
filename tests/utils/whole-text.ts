import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds the text a reader sees as one sentence though part of it is an element of its own (an
 * e-mail address, a date): the element that holds some of its words itself and whose whole text,
 * its children's included and white space read as one space, is `expected`.
 */
export function wholeText(expected: string | RegExp): MatcherFunction {
  return (_, element) => {
    if (!element) return false;
    const holdsWords = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!holdsWords) return false;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return typeof expected === 'string' ? text === expected : expected.test(text);
  };
}
