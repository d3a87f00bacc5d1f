import { INVOICE_DESK_QUERY } from '@/config/paths';

/** The invoice page's views: the member's own invoicing, and the desk that answers applications. */
export type InvoiceView = 'mine' | 'issue';

/** The view as the address keeps it, for `useUrlSearch`: the member's own is the bare address. */
export interface InvoiceViewSearch {
  view: InvoiceView;
}

/** Reads the view; anything but the desk's `?view=issue` is the member's own. */
export function parseInvoiceView(params: URLSearchParams): InvoiceViewSearch {
  return { view: params.get('view') === INVOICE_DESK_QUERY.view ? 'issue' : 'mine' };
}

/** Writes the view: the desk as `?view=issue`, the member's own as the bare address. */
export function formatInvoiceView(search: InvoiceViewSearch): URLSearchParams {
  return new URLSearchParams(search.view === 'issue' ? INVOICE_DESK_QUERY : {});
}
