import { ScheduleApi } from '@/contract/schedule/paths';
import { ScheduleReplies } from '@/contract/schedule/replies';
import type { SailingQuery } from '@/contract/schedule/types';
import { ShipmentApi } from '@/contract/shipment/paths';
import { ShipmentReplies } from '@/contract/shipment/replies';
import type {
  BookingBody,
  CorrectionBody,
  DocumentBody,
  MilestoneBody,
  ReviewBody,
  ShipmentQuery,
} from '@/contract/shipment/types';
import { request, type RequestOptions } from '@/lib/request';

/** My shipments (as payee, the late ones first). GET /trading/api/shipment/mine */
export function getMyShipments(query: ShipmentQuery = {}, options?: RequestOptions) {
  return request.get(ShipmentApi.mine, ShipmentReplies.mine, query, options);
}

/** One shipment with its booking, milestones, corrections and documents. GET /trading/api/shipment/detail */
export function getShipment(shipmentNo: string, options?: RequestOptions) {
  return request.get(ShipmentApi.detail, ShipmentReplies.detail, { shipmentNo }, options);
}

/** The payee confirms or changes the booking. POST /trading/api/shipment/book */
export function bookShipment(body: BookingBody, options?: RequestOptions) {
  return request.post(ShipmentApi.book, ShipmentReplies.book, body, options);
}

/** The next milestone. POST /trading/api/shipment/milestone */
export function recordMilestone(body: MilestoneBody, options?: RequestOptions) {
  return request.post(ShipmentApi.milestone, ShipmentReplies.milestone, body, options);
}

/** Corrects or withdraws a recorded milestone. POST /trading/api/shipment/correct */
export function correctMilestone(body: CorrectionBody, options?: RequestOptions) {
  return request.post(ShipmentApi.correct, ShipmentReplies.correct, body, options);
}

/** An uploaded file as a document, or the B/L draft's next version. POST /trading/api/shipment/document */
export function addShipmentDocument(body: DocumentBody, options?: RequestOptions) {
  return request.post(ShipmentApi.document, ShipmentReplies.document, body, options);
}

/** The payer approves the B/L draft or asks for changes. POST /trading/api/shipment/review */
export function reviewBlDraft(body: ReviewBody, options?: RequestOptions) {
  return request.post(ShipmentApi.review, ShipmentReplies.review, body, options);
}

/** The sailings of the order's lane to book on (ETD from today, by ETD). GET /trading/api/schedule/page */
export function getLaneSailings(query: SailingQuery, options?: RequestOptions) {
  return request.get(ScheduleApi.page, ScheduleReplies.page, query, options);
}
