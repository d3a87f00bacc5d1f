import type { ForwardedRef, ReactNode } from 'react';

type IconProps = Record<string, unknown>;
type IconRender = (props: IconProps, ref: ForwardedRef<HTMLSpanElement>) => ReactNode;
interface ForwardRefIcon {
  render: IconRender & { decorative?: true };
}

/**
 * antd's icons name themselves with their file's English name (`role="img" aria-label="left"`), in
 * every language, and antd's own controls (the pager's arrows, an input's clear button, a busy
 * button's spinner, a select's arrow) carry them that way: a screen reader on an Arabic or Chinese
 * page reads "left", "close-circle", "loading". An icon is a picture of what the text next to it
 * or the control around it already says, so every icon is decorative (hidden from assistive
 * technology, no role, no name) unless the code that draws it gives it a name of its own
 * (`aria-label`); a control whose only content is an icon is named by the app in the page's
 * language (ResultsPagination, the inputs' clear buttons).
 *
 * Both of the package's icon components (the light one most icons use, and the two-tone one) are
 * React forwardRef objects, whose render function React reads at each render: each is wrapped once,
 * before its first render. The light one here, with the app's start; the two-tone one, with its
 * colour code, only where a two-tone icon is drawn (`./decorative-two-tone-icon.ts`).
 */
export function makeIconsDecorative(...components: readonly unknown[]): void {
  for (const component of components) {
    const icon = component as ForwardRefIcon;
    if (icon.render.decorative) continue;
    const render = icon.render;
    icon.render = Object.assign(
      (props: IconProps, ref: ForwardedRef<HTMLSpanElement>) =>
        render(
          props['aria-label']
            ? props
            : { role: undefined, 'aria-label': undefined, 'aria-hidden': true, ...props },
          ref,
        ),
      { decorative: true as const },
    );
  }
}
