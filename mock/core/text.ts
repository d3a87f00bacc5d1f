/** A text in the two languages a client may ask for. */
export type Text = { zh: string; en: string };
