/** Paths of the shipment calls (under API_PREFIX): the two parties of a paid freight order only. */
export const ShipmentApi = {
  /** GET (ShipmentQuery): the member's shipments; as payee, the late ones first. */
  mine: '/trading/api/shipment/mine',
  /** GET (shipmentNo): one shipment with its booking, milestones, corrections and documents. */
  detail: '/trading/api/shipment/detail',
  /** POST (BookingBody): the payee confirms or changes the booking. */
  book: '/trading/api/shipment/book',
  /** POST (MilestoneBody): the next milestone; the payee (the payer: delivered, once arrived). */
  milestone: '/trading/api/shipment/milestone',
  /** POST (CorrectionBody): correct or withdraw a recorded milestone; kept with before and after. */
  correct: '/trading/api/shipment/correct',
  /** POST (DocumentBody): an uploaded file as a document, or the B/L draft's next version. */
  document: '/trading/api/shipment/document',
  /** POST (ReviewBody): the payer approves the B/L draft or asks for changes. */
  review: '/trading/api/shipment/review',
} as const;
