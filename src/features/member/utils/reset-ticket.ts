/** The one-time ticket checkSmsCode gave, with what it was given for. Kept in React state only. */
export interface ResetTicket {
  ticket: string;
  mobile: string;
  smsCode: string;
}

/**
 * The ticket still fits when the user went back to the code step and came forward again with the
 * same number and code: the code is spent, so checking it again would fail.
 */
export function reusableTicket(
  ticket: ResetTicket | undefined,
  mobile: string,
  smsCode: string,
): ResetTicket | undefined {
  return ticket && ticket.mobile === mobile && ticket.smsCode === smsCode.trim()
    ? ticket
    : undefined;
}
