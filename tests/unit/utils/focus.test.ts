// @vitest-environment jsdom
// Reads the document's focus.
import { focusWasLost } from '@/utils/focus';

function button(): HTMLButtonElement {
  const element = document.createElement('button');
  document.body.append(element);
  onTestFinished(() => element.remove());
  return element;
}

describe('focusWasLost', () => {
  it('is false while a control that can hold the focus has it', () => {
    button().focus();
    expect(focusWasLost()).toBe(false);
  });

  it('is true when only the page has the focus', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusWasLost()).toBe(true);
  });

  it('is true for a control switched off under the focus, before the browser moves it', () => {
    const control = button();
    control.focus();
    control.disabled = true;
    expect(focusWasLost()).toBe(true);
  });

  it('is true for a control made inert with what holds it', () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    onTestFinished(() => holder.remove());
    const control = document.createElement('button');
    holder.append(control);
    control.focus();
    holder.setAttribute('inert', '');
    expect(focusWasLost()).toBe(true);
  });
});
