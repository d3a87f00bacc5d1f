import { creditCodeCheckChar } from '@/contract/common/credit-code';
import { titleProblems } from '@/contract/invoice/title-rules';

const first17 = '91330206MA2AB1C2D';
const code = `${first17}${creditCodeCheckChar(first17) ?? ''}`;
const certified = { certified: { name: '宁波海联进出口有限公司（北仑）', taxNo: code } };

describe('titleProblems', () => {
  it('needs only a type, a title and a number on a general title', () => {
    expect(
      titleProblems({ type: 'general', title: '个体户', taxNo: '330206123456789' }, {}),
    ).toEqual([]);
    expect(titleProblems({}, {}).map((problem) => [problem.field, problem.reason])).toEqual([
      ['type', 'required'],
      ['title', 'required'],
      ['taxNo', 'required'],
    ]);
  });

  it('names every missing or wrong field of a special title at once', () => {
    const problems = titleProblems(
      { type: 'special', title: '别家公司', taxNo: code, phone: 'call me', account: '12' },
      certified,
    );
    expect(problems.map((problem) => [problem.field, problem.reason])).toEqual([
      ['title', 'notCertifiedName'],
      ['address', 'required'],
      ['phone', 'invalid'],
      ['bank', 'required'],
      ['account', 'invalid'],
    ]);
  });

  it('takes the certified name without spaces and with either kind of brackets', () => {
    const values = {
      type: 'special',
      title: ' 宁波海联进出口有限公司(北仑) ',
      taxNo: code.toLowerCase(),
      address: '宁波市北仑区明州路 1 号',
      phone: '(0574) 8765-0001',
      bank: '中国银行宁波分行',
      account: '3512-5800-0010-2345-678',
    };
    expect(titleProblems(values, certified)).toEqual([]);
    expect(titleProblems(values, {}).map((problem) => problem.reason)).toEqual(['notCertified']);
  });

  it('says how long a field may be', () => {
    const [problem] = titleProblems({ type: 'general', title: '长'.repeat(101), taxNo: code }, {});
    expect(problem).toEqual({ field: 'title', reason: 'tooLong', params: { max: 100 } });
  });
});
