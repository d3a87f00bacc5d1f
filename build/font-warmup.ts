import { FONT_WARMUP_CLASS } from '../src/lib/first-screen/index.ts';

import type { AppLocale } from '../src/config/constants.ts';

/**
 * The weights and sizes most of the app's text takes, as [weight, px]: regular and antd's strong
 * weight (the app's only two, global.css), at antd's sizes from the small text to the page
 * titles (12, 14, 16, 20, 24) and the app's own 13 and 18.
 */
export const FONT_WARMUP_STEPS: readonly (readonly [number, number])[] = [400, 600].flatMap(
  (weight) => [14, 12, 13, 16, 18, 20, 24].map((size) => [weight, size] as const),
);

/**
 * A letter of each script a page in each locale writes in: Latin (whose font also draws the
 * digits) and Chinese everywhere, since members' data (company names, tender titles) is often
 * Chinese; Arabic only in Arabic, since no other locale's page shows an Arabic letter until the
 * language menu opens. One letter sets up the font of its script. No word of the app's, which a
 * test could find in it.
 */
export const FONT_WARMUP_TEXT = {
  'zh-CN': 'Ag 永',
  'en-US': 'Ag 永',
  'ar-EG': 'Ag 永 ع',
} as const satisfies Record<AppLocale, string>;

/**
 * A function of the first-screen script (with `inSteps`, first-screen-steps.ts):
 * `warmFonts(locale)` lays out a line of the locale's scripts (FONT_WARMUP_TEXT; all of them when
 * no locale was picked) in the app's font at each of FONT_WARMUP_STEPS, one per task, in a box no
 * one sees or reads, then removes it. The first time a page sets text in a font at a weight and
 * size the browser sets that font up (fallback lookup, the face's tables: 2-20 ms each on this
 * project's machine); run while the app's scripts download, when the main thread is idle, each
 * step is a short task of its own instead of a part of the first long render that shows that text.
 */
export function fontWarmupFunction(): string {
  return `function warmFonts(locale) {
    var box = document.createElement('div');
    box.className = ${JSON.stringify(FONT_WARMUP_CLASS)};
    box.setAttribute('aria-hidden', 'true');
    box.textContent = ${JSON.stringify(FONT_WARMUP_TEXT)}[locale] || ${JSON.stringify(FONT_WARMUP_TEXT['ar-EG'])};
    document.body.appendChild(box);
    inSteps(${JSON.stringify(FONT_WARMUP_STEPS)}.map(function (step) {
      return function () {
        box.style.fontWeight = String(step[0]);
        box.style.fontSize = step[1] + 'px';
        // Reading the box's size lays it out now, in this task.
        box.getBoundingClientRect();
      };
    }), function () { box.remove(); });
  }`;
}
