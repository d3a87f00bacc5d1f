import { reusableTicket, type ResetTicket } from '@/features/member/utils/reset-ticket';

const ticket: ResetTicket = { ticket: 't-1', mobile: '13800000004', smsCode: '123456' };

describe('reusableTicket', () => {
  it('keeps the ticket for the same number and code', () => {
    expect(reusableTicket(ticket, '13800000004', ' 123456 ')).toBe(ticket);
  });

  it.each([
    ['another number', '13800000005', '123456'],
    ['another code', '13800000004', '654321'],
  ])('drops it for %s', (_, mobile, code) => {
    expect(reusableTicket(ticket, mobile, code)).toBeUndefined();
  });

  it('has nothing to reuse before the first check', () => {
    expect(reusableTicket(undefined, '13800000004', '123456')).toBeUndefined();
  });
});
