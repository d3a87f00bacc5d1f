/** Limits of a tender's fields: the issue form checks them and the mock server enforces them. */
export const TENDER_LIMITS = {
  title: 80,
  cargoName: 60,
  remarks: 500,
  attachments: 6,
  quantity: [1, 999],
  packages: [1, 99_999],
  /** Volume (cbm) and weight (kg): ≤ 3 decimals. */
  measurePlaces: 3,
} as const;
