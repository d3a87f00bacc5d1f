/**
 * A catalogue area is a `texts` folder beside the code that shows its texts, one file per
 * language: `src/features/tender/texts/zh-CN.ts`. An area's name is its owner's folder
 * (`tender`), or, for a part of the owner loaded on its own, the folder inside `texts`
 * (`src/features/tender/texts/tender-issue/zh-CN.ts` is `tender-issue`). Each zh-CN file adds its
 * area to `CatalogueAreas`, so message ids are typed without a list of areas.
 *
 * The areas under src/app/ (the shell's words: menus, page titles, layout, common words, error
 * messages, dictionary codes) are the first load; every other area loads with the routes and
 * parts that name it (`withAreas`).
 */
export type Area = keyof CatalogueAreas;

/** Any id of any area. */
export type AreaMessageId = { [A in Area]: keyof CatalogueAreas[A] & string }[Area];

/** The area of a catalogue file, from its path. */
export function areaOfFile(file: string): string {
  const folders = file.split('/').slice(0, -1);
  const last = folders.at(-1);
  return (last === 'texts' ? folders.at(-2) : last) ?? file;
}

/** Whether a catalogue file belongs to the first load: the shell's areas, under src/app/. */
export function isFirstLoadFile(file: string): boolean {
  return /(?:^|\/)src\/app\//.test(file);
}
