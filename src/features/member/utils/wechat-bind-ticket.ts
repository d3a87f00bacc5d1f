/**
 * The location state the WeChat bind screen sends to /register: the new account is then bound to
 * that WeChat account (`register` with `bindTicket`).
 */
export interface WechatRegisterState {
  bindTicket: string;
}

export function wechatRegisterState(bindTicket: string): WechatRegisterState {
  return { bindTicket };
}

/** The bind ticket of a location state, if it carries one (read by the register page). */
export function bindTicketOf(locationState: unknown): string | undefined {
  if (typeof locationState !== 'object' || locationState === null) return undefined;
  const ticket = (locationState as Record<string, unknown>).bindTicket;
  return typeof ticket === 'string' && ticket ? ticket : undefined;
}
