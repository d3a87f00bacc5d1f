import type { Page } from '@/contract/http';
import { InvoiceApi } from '@/contract/invoice/paths';
import type {
  ApplicationQuery,
  ApplyBody,
  InvoiceApplication,
  InvoiceableOrder,
  InvoiceTitle,
  InvoiceTitles,
  TitleInput,
} from '@/contract/invoice/types';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** The member's titles and its certified enterprise. GET /trading/api/invoice/title/list */
export function getInvoiceTitles(options?: RequestOptions) {
  return request.get(InvoiceApi.titles, unchecked<InvoiceTitles>(), undefined, options);
}

/** Adds a title, or edits one (with `id`). POST /trading/api/invoice/title/save */
export function saveInvoiceTitle(body: TitleInput & { id?: string }, options?: RequestOptions) {
  return request.post(InvoiceApi.saveTitle, unchecked<InvoiceTitle>(), body, options);
}

/** Deletes a title. POST /trading/api/invoice/title/delete */
export function deleteInvoiceTitle(id: string, options?: RequestOptions) {
  return request.post(InvoiceApi.deleteTitle, unchecked<null>(), { id }, options);
}

/** Paid orders still to invoice. GET /trading/api/invoice/orders */
export function getInvoiceableOrders(options?: RequestOptions) {
  return request.get(InvoiceApi.invoiceable, unchecked<InvoiceableOrder[]>(), undefined, options);
}

/** Applies for one invoice. POST /trading/api/invoice/apply */
export function applyForInvoice(body: ApplyBody, options?: RequestOptions) {
  return request.post(InvoiceApi.apply, unchecked<InvoiceApplication>(), body, options);
}

/** The member's applications (payer) or those to answer (payee). GET /trading/api/invoice/applications */
export function getApplicationPage(query: ApplicationQuery, options?: RequestOptions) {
  return request.get(
    InvoiceApi.applications,
    unchecked<Page<InvoiceApplication>>(),
    query,
    options,
  );
}

/** The payee issues a pending application. POST /trading/api/invoice/issue */
export function issueApplication(id: string, options?: RequestOptions) {
  return request.post(InvoiceApi.issue, unchecked<InvoiceApplication>(), { id }, options);
}

/** The payee rejects a pending application. POST /trading/api/invoice/reject */
export function rejectApplication(id: string, reason: string, options?: RequestOptions) {
  return request.post(InvoiceApi.reject, unchecked<InvoiceApplication>(), { id, reason }, options);
}

/** E-mails an issued invoice again. POST /trading/api/invoice/resend */
export function resendInvoice(id: string, options?: RequestOptions) {
  return request.post(InvoiceApi.resend, unchecked<InvoiceApplication>(), { id }, options);
}
