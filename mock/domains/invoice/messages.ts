/** Invoices: the mock's reply messages (registered with the domain) and the names of their fields. */
import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const invoiceMessages = texts.invoiceMessages satisfies Record<string, Text>;

/** The names of the invoice calls' fields, given to each 4000 as its `label`. */
export const INVOICE_FIELD_LABELS: Record<string, Text> = texts.INVOICE_FIELD_LABELS;
