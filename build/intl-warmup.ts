/**
 * The calls that set up the `Intl` data of the page's locale, in the order the steps run. The first
 * service a page makes, whichever it is, also reads the data all of them share (10–17 ms here); a
 * collator of the root locale, which the app never makes, reads that part alone (about 9 ms), so
 * that the locale's own number and date formats then take 2–3 ms each.
 */
export const INTL_WARMUP_CALLS: readonly string[] = [
  'new Intl.Locale(locale).maximize()',
  "new Intl.Collator('und').compare('a', 'b')",
  'new Intl.NumberFormat(locale).format(1)',
  'new Intl.DateTimeFormat(locale).format(0)',
  'new Intl.PluralRules(locale).select(1)',
];

/**
 * A function of the first-screen script (with `inSteps`, first-screen-steps.ts): `warmIntl(locale,
 * then)` makes each of INTL_WARMUP_CALLS in the locale the app will pick, one per task, then calls
 * `then`. A page's first `Intl` call reads the locale's data (20–40 ms on this project's machine,
 * one task the app could not split); made while the app's scripts download, when the main thread
 * is idle, it is five short tasks (the longest, the shared data, about 9 ms) and the app's own
 * first call costs nothing. A call the browser cannot make (an older engine without `Intl.Locale`)
 * is skipped.
 */
export function intlWarmupFunction(): string {
  const steps = INTL_WARMUP_CALLS.map((call) => `function () { ${call}; }`).join(',\n      ');
  return `function warmIntl(locale, then) {
    if (!locale) { then(); return; }
    inSteps([
      ${steps}
    ], then);
  }`;
}
