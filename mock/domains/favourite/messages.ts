/** Names of the favourite calls' fields in refusals (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

export const favouriteFieldLabels = texts.favouriteFieldLabels satisfies Record<
  string,
  { zh: string; en: string }
>;
