/** Limits of a bid's fields: the bid form checks them and the mock server enforces them. */
export const BID_LIMITS = {
  transitDays: [1, 90],
  freeDays: [0, 60],
  remarks: 500,
  surcharges: 20,
} as const;
