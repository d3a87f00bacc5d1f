import type { Page } from '@playwright/test';

/** How many of the files the page has loaded have a path matching `file`. */
export function loadedFiles(page: Page, file: RegExp): Promise<number> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname)).length,
    file.source,
  );
}
