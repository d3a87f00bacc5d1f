/** Names of the directory's query fields in refusals (registered with the domain). */
import texts from './messages.json' with { type: 'json' };

export const directoryFieldLabels = texts.directoryFieldLabels satisfies Record<
  string,
  { zh: string; en: string }
>;
