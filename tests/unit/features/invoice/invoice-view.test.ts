import { formatInvoiceView, parseInvoiceView } from '@/features/invoice/utils/invoice-view';

describe('the invoice view in the address', () => {
  it('reads the desk from `?view=issue` and anything else as the member’s own view', () => {
    expect(parseInvoiceView(new URLSearchParams('view=issue'))).toEqual({ view: 'issue' });
    expect(parseInvoiceView(new URLSearchParams('view=desk'))).toEqual({ view: 'mine' });
    expect(parseInvoiceView(new URLSearchParams(''))).toEqual({ view: 'mine' });
  });

  it('leaves the member’s own view out of the address', () => {
    expect(formatInvoiceView({ view: 'mine' }).toString()).toBe('');
    expect(formatInvoiceView({ view: 'issue' }).toString()).toBe('view=issue');
  });
});
