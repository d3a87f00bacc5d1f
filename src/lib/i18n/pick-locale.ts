/**
 * The locale a page starts in: the stored choice, else the first of the browser's languages that is
 * supported, else `fallback`. A tag matches a supported locale exactly (any case), else by its
 * language (zh-TW → zh-CN, en-GB → en-US).
 *
 * Self-contained (no imports, no outer names): the build writes this function's source into the
 * script that picks the language of the first screen before the app runs, so both always agree.
 */
export function pickLocale<T extends string, F extends T | undefined>(
  stored: string | null | undefined,
  languages: readonly string[],
  supported: readonly T[],
  fallback: F,
): T | F {
  const languageOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
  const match = (tag: string | null | undefined): T | undefined => {
    if (!tag) return undefined;
    const exact = supported.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    return exact ?? supported.find((locale) => languageOf(locale) === languageOf(tag));
  };
  const storedLocale = match(stored);
  if (storedLocale) return storedLocale;
  for (const tag of languages) {
    const locale = match(tag);
    if (locale) return locale;
  }
  return fallback;
}
