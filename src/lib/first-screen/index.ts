/**
 * The header and first content of the home page and a few others are in index.html (written at
 * build, build/first-screen.ts): painted before the app runs, while the app's root stays out of
 * sight. Whatever the app shows in
 * its place first (its layout, or an error that stops it from starting) removes them.
 */

/** The element holding the first screen. */
export const FIRST_SCREEN_ID = 'first-screen';
/** Set on `<html>` to the locale whose first screen shows; the style sheet then hides #root. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/** Set on `<html>` to the page whose first screen shows (its path). */
export const FIRST_SCREEN_PAGE_ATTRIBUTE = 'data-first-screen-page';

/** The class of the box in which the first-screen script lays out the app's fonts once. */
export const FONT_WARMUP_CLASS = 'font-warmup';

/** `<meta name>` of the app's entry scripts in index.html: the first-screen script starts them. */
export const APP_ENTRY_META = 'app-entry';

/** Removes the first screen and shows the app's root in the same frame. Safe to call again. */
export function dismissFirstScreen(doc: Document = document): void {
  doc.getElementById(FIRST_SCREEN_ID)?.remove();
  doc.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  doc.documentElement.removeAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE);
}

/** The class of the first screen's page body (PageContainer's) and of its intro, drawn by both. */
const PAGE_BODY = 'page-container__body';
const PAGE_INTRO = 'page-intro';

/**
 * What the first screen shows below the heading and intro of the page at `path` (the schedule's
 * search bar frame and start prompt), when it is showing that page: the elements themselves, which
 * the app's wait for the page's code moves into its own place so that they stay on screen.
 */
export function firstScreenContentOf(path: string, doc: Document = document): Element[] {
  const root = doc.documentElement;
  const locale = root.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  if (!locale || root.getAttribute(FIRST_SCREEN_PAGE_ATTRIBUTE) !== path) return [];
  const screen = [...(doc.getElementById(FIRST_SCREEN_ID)?.children ?? [])].find(
    (child) =>
      child instanceof HTMLElement &&
      child.dataset.page === path &&
      child.dataset.locale === locale,
  );
  const body = screen?.getElementsByClassName(PAGE_BODY)[0];
  return [...(body?.children ?? [])].filter((child) => !child.classList.contains(PAGE_INTRO));
}
