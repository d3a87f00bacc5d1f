import {
  bindTicketOf,
  toRegisterBody,
  toRegisterFailure,
  type RegisterFormValues,
} from '@/features/member/utils/register-body';
import { BizCode, BizError } from '@/lib/request';

const values: RegisterFormValues = {
  userType: 2,
  mobile: ' 13912345678 ',
  captchaCode: 'AB12',
  smsCode: ' 123456',
  password: ' Secret2026 ',
  confirmPassword: ' Secret2026 ',
  companyName: '  宁波测试物流有限公司 ',
  agreeTerms: true,
};

const format = (id: string) => `<${id}>`;

describe('toRegisterBody', () => {
  it('trims mobile, code and company name but sends the password as typed', () => {
    expect(toRegisterBody(values)).toEqual({
      userType: 2,
      mobile: '13912345678',
      smsCode: '123456',
      password: ' Secret2026 ',
      companyName: '宁波测试物流有限公司',
      agreeTerms: true,
    });
  });

  it('leaves out the captcha and the confirmation', () => {
    const body = toRegisterBody(values);
    expect(body).not.toHaveProperty('captchaCode');
    expect(body).not.toHaveProperty('confirmPassword');
  });

  it('adds the WeChat bind ticket when there is one', () => {
    expect(toRegisterBody(values, 'ticket-1')).toMatchObject({ bindTicket: 'ticket-1' });
    expect(toRegisterBody(values, '')).not.toHaveProperty('bindTicket');
  });
});

describe('bindTicketOf', () => {
  it.each([
    [{ bindTicket: 'abc' }, 'abc'],
    [{ bindTicket: '' }, undefined],
    [{ bindTicket: 42 }, undefined],
    [null, undefined],
    ['abc', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (state, expected) => {
    expect(bindTicketOf(state)).toBe(expected);
  });
});

describe('toRegisterFailure', () => {
  const refusal = (field: string) =>
    new BizError(BizCode.validation, `${field} refused`, { field });

  it.each(['mobile', 'smsCode', 'password', 'companyName', 'agreeTerms', 'userType'])(
    'puts a refusal of %s next to that field',
    (field) => {
      expect(toRegisterFailure(refusal(field), format)).toEqual({
        kind: 'field',
        field,
        message: `${field} refused`,
      });
    },
  );

  it('shows a refusal of a field the form does not have above the form', () => {
    expect(toRegisterFailure(refusal('bindTicket'), format)).toEqual({
      kind: 'form',
      message: 'bindTicket refused',
    });
  });
});
