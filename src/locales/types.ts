/** A catalogue file of another locale: exactly the keys of the zh-CN file it mirrors. */
export type Catalogue<T> = { [K in keyof T]: string };

declare global {
  /** The catalogue's areas by name: each area's zh-CN file adds itself (src/lib/i18n/areas.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CatalogueAreas {}
}
