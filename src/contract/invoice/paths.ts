/** Paths of the invoice calls (under API_PREFIX). */
export const InvoiceApi = {
  /** GET: the member's invoice titles, the default first. */
  titles: '/trading/api/invoice/title/list',
  /** POST (TitleInput, id?): adds a title, or edits one of the member's. */
  saveTitle: '/trading/api/invoice/title/save',
  /** POST ({ id }): deletes a title no pending application uses. */
  deleteTitle: '/trading/api/invoice/title/delete',
} as const;
