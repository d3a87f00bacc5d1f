/** Paths of the invoice calls (under API_PREFIX). */
export const InvoiceApi = {
  /** GET: the member's invoice titles, the default first, and its certified enterprise. */
  titles: '/trading/api/invoice/title/list',
  /** POST (TitleInput, id?): adds a title, or edits one of the member's. */
  saveTitle: '/trading/api/invoice/title/save',
  /** POST ({ id }): deletes a title no pending application uses. */
  deleteTitle: '/trading/api/invoice/title/delete',
  /** GET: the member's paid orders on no pending or issued application, latest paid first. */
  invoiceable: '/trading/api/invoice/orders',
  /** POST (ApplyBody): applies for one invoice for orders of one payee and one currency. */
  apply: '/trading/api/invoice/apply',
  /** GET (ApplicationQuery): the member's applications (payer) or those to answer (payee). */
  applications: '/trading/api/invoice/applications',
  /** POST ({ id }): the payee issues a pending application; types 2 and 3. */
  issue: '/trading/api/invoice/issue',
  /** POST ({ id, reason }): the payee rejects a pending application; types 2 and 3. */
  reject: '/trading/api/invoice/reject',
  /** POST ({ id }): e-mails an issued invoice again to the application's address; payer or payee. */
  resend: '/trading/api/invoice/resend',
} as const;
