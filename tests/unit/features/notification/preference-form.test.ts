import {
  placeFailure,
  toPreferenceFormValues,
  toPreferences,
} from '@/features/notification/utils/preference-form';

describe('preference form values', () => {
  it('opens with every kind, quiet hours off and a suggestion when none are saved', () => {
    const values = toPreferenceFormValues({ channels: { orderPaid: ['sms'] }, language: 'en-US' });
    expect(values.channels.orderPaid).toEqual(['sms']);
    expect(values.channels.bidReceived).toEqual([]);
    expect(values.quiet).toBe(false);
    expect(values.quietHours).toEqual({ start: '22:00', end: '08:00' });
  });

  it('saves only the kinds with a channel on, and quiet hours only when switched on', () => {
    const values = toPreferenceFormValues({
      channels: { orderPaid: ['email', 'sms'] },
      quietHours: { start: '23:00', end: '07:30' },
      language: 'zh-CN',
    });
    expect(toPreferences(values)).toEqual({
      channels: { orderPaid: ['email', 'sms'] },
      quietHours: { start: '23:00', end: '07:30' },
      language: 'zh-CN',
    });
    expect(toPreferences({ ...values, quiet: false })).toEqual({
      channels: { orderPaid: ['email', 'sms'] },
      language: 'zh-CN',
    });
  });

  it('shows a refusal of the quiet hours as a whole at their start', () => {
    expect(placeFailure({ kind: 'field', field: 'quietHours', message: 'm' })).toEqual({
      kind: 'field',
      field: 'quietHours.start',
      message: 'm',
    });
    expect(placeFailure({ kind: 'form', message: 'm' })).toEqual({ kind: 'form', message: 'm' });
  });
});
