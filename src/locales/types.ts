/** A catalogue file of another locale: exactly the keys of the zh-CN file it mirrors. */
export type Catalogue<T> = { [K in keyof T]: string };
