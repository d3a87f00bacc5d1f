export type Messages = Record<string, string>;

export type AreaModule = { default: Messages };

/** A locale's catalogue files, by path (`/src/<owner>/texts/[<part>/]<locale>.ts`), each loaded on demand. */
export type AreaLoaders = Record<string, () => Promise<AreaModule>>;
