import dayjs from 'dayjs';

import {
  everyField,
  fromStoredShape,
  restoreOver,
  toStoredShape,
  type FieldShape,
} from '@/lib/drafts/field-shape';

const SHAPE: FieldShape = {
  title: 'text',
  days: 'number',
  tags: 'texts',
  weekdays: 'numbers',
  mode: { oneOf: ['FCL', 'LCL'] },
  from: { date: 'YYYY-MM-DD' },
  lines: { list: { unit: 'text', amount: 'text' } },
  company: { group: { name: 'text', phone: 'text' } },
};

describe('toStoredShape', () => {
  it('keeps the named fields JSON-safe, dates as text in their format', () => {
    const stored = toStoredShape(SHAPE, {
      title: '上海至汉堡',
      days: 28,
      tags: ['a', 'b'],
      weekdays: [1, 4],
      mode: 'LCL',
      from: dayjs('2026-12-01'),
      lines: [{ unit: '40HQ', amount: '1850', extra: 'x' }],
      company: { name: '华东', phone: '021', secret: 's' },
      token: 'never stored',
    });
    expect(stored).toEqual({
      title: '上海至汉堡',
      days: 28,
      tags: ['a', 'b'],
      weekdays: [1, 4],
      mode: 'LCL',
      from: '2026-12-01',
      lines: [{ unit: '40HQ', amount: '1850' }],
      company: { name: '华东', phone: '021' },
    });
    expect(JSON.parse(JSON.stringify(stored))).toEqual(stored);
  });

  it('drops values of the wrong kind and keeps a cleared field as null', () => {
    expect(
      toStoredShape(SHAPE, {
        title: 42,
        days: Number.NaN,
        tags: ['a', 3],
        mode: 'AIR',
        from: 'not a date',
        lines: 'x',
        company: null,
      }),
    ).toEqual({ tags: ['a'], company: null });
    expect(toStoredShape(SHAPE, 'damaged')).toEqual({});
  });
});

describe('fromStoredShape and restoreOver', () => {
  it('turns stored dates back into picker values and merges groups field by field', () => {
    const values = fromStoredShape(SHAPE, { from: '2026-12-01', lines: [{ amount: '9' }] });
    expect(dayjs.isDayjs(values.from)).toBe(true);
    expect((values.from as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-12-01');

    const base = { title: 'base', mode: 'FCL', company: { name: '华东', phone: '021' } };
    expect(restoreOver(SHAPE, base, { title: 'typed', company: { phone: '022' } })).toEqual({
      title: 'typed',
      mode: 'FCL',
      company: { name: '华东', phone: '022' },
    });
  });

  it('names every field to put a form back, groups by their nested path', () => {
    expect(everyField(SHAPE, { title: 't', company: { name: 'n' } })).toEqual([
      { name: ['title'], value: 't' },
      { name: ['days'], value: undefined },
      { name: ['tags'], value: undefined },
      { name: ['weekdays'], value: undefined },
      { name: ['mode'], value: undefined },
      { name: ['from'], value: undefined },
      { name: ['lines'], value: undefined },
      { name: ['company', 'name'], value: 'n' },
      { name: ['company', 'phone'], value: undefined },
    ]);
  });
});
