import { InvoiceApi } from '@/contract/invoice/paths';
import { InvoiceReplies } from '@/contract/invoice/replies';
import type { ApplicationQuery, ApplyBody, TitleInput } from '@/contract/invoice/types';
import { request, type RequestOptions } from '@/lib/request';

/** The member's titles and its certified enterprise. GET /trading/api/invoice/title/list */
export function getInvoiceTitles(options?: RequestOptions) {
  return request.get(InvoiceApi.titles, InvoiceReplies.titles, undefined, options);
}

/** Adds a title, or edits one (with `id`). POST /trading/api/invoice/title/save */
export function saveInvoiceTitle(body: TitleInput & { id?: string }, options?: RequestOptions) {
  return request.post(InvoiceApi.saveTitle, InvoiceReplies.saveTitle, body, options);
}

/** Deletes a title. POST /trading/api/invoice/title/delete */
export function deleteInvoiceTitle(id: string, options?: RequestOptions) {
  return request.post(InvoiceApi.deleteTitle, InvoiceReplies.deleteTitle, { id }, options);
}

/** Paid orders still to invoice. GET /trading/api/invoice/orders */
export function getInvoiceableOrders(options?: RequestOptions) {
  return request.get(InvoiceApi.invoiceable, InvoiceReplies.invoiceable, undefined, options);
}

/** Applies for one invoice. POST /trading/api/invoice/apply */
export function applyForInvoice(body: ApplyBody, options?: RequestOptions) {
  return request.post(InvoiceApi.apply, InvoiceReplies.apply, body, options);
}

/** The member's applications (payer) or those to answer (payee). GET /trading/api/invoice/applications */
export function getApplicationPage(query: ApplicationQuery, options?: RequestOptions) {
  return request.get(InvoiceApi.applications, InvoiceReplies.applications, query, options);
}

/** The payee issues a pending application. POST /trading/api/invoice/issue */
export function issueApplication(id: string, options?: RequestOptions) {
  return request.post(InvoiceApi.issue, InvoiceReplies.issue, { id }, options);
}

/** The payee rejects a pending application. POST /trading/api/invoice/reject */
export function rejectApplication(id: string, reason: string, options?: RequestOptions) {
  return request.post(InvoiceApi.reject, InvoiceReplies.reject, { id, reason }, options);
}

/** E-mails an issued invoice again. POST /trading/api/invoice/resend */
export function resendInvoice(id: string, options?: RequestOptions) {
  return request.post(InvoiceApi.resend, InvoiceReplies.resend, { id }, options);
}
