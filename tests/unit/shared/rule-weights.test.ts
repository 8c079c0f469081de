import { describe, expect, it } from 'vitest';
import { projectRulesSaveSchema } from '@/shared/contracts/project-rules';
import { weightHundredths, weightsAddUpTo100, weightTotal } from '@/shared/rules/rule-weights';

describe('the weights of score criteria', () => {
  it('sums exactly, in hundredths', () => {
    // A float sum of these is 99.99999999999999 or 100.00000000000001 depending on order.
    expect(weightTotal(['33.33', '33.33', '33.34'])).toBe('100.00');
    expect(weightsAddUpTo100(['33.33', '33.33', '33.34'])).toBe(true);
    expect(weightsAddUpTo100(['0.1', '0.2', '99.7'])).toBe(true);
    expect(weightsAddUpTo100(['50', '49.99'])).toBe(false);
    expect(weightsAddUpTo100(['60', '60'])).toBe(false);
    expect(weightsAddUpTo100([])).toBe(true);
  });

  it('refuses weights that are not plain decimals of at most 2 places', () => {
    for (const bad of ['1e2', '-5', '33.333', ' ', 'abc', '1,5', '1000'])
      expect(weightHundredths(bad), bad).toBeUndefined();
    expect(weightsAddUpTo100(['100', null])).toBe(false);
    expect(weightTotal(['50', 'x'])).toBeUndefined();
  });

  it('names the criteria, the fee and the bail in the save schema', () => {
    const schema = projectRulesSaveSchema('Asia/Shanghai');
    const base = {
      projectId: 'p1',
      evaluationMethod: '01',
      priceMethod: '00',
      criteria: [
        { name: 'A', kind: 'score', maxPoints: '100', weight: '70' },
        { name: 'B', kind: 'score', maxPoints: '100', weight: '30' },
        { name: 'C', kind: 'pass' },
      ],
      hasBail: false,
      hasDocumentFee: false,
      minValidOffers: '3',
      signupStartTime: '2030-01-01 09:00',
      questionEndTime: '2030-01-10 17:00',
    };
    expect(schema.safeParse(base).success).toBe(true);
    const issue = (over: object) => schema.safeParse({ ...base, ...over }).error?.issues[0];
    expect(issue({ criteria: [{ name: 'A', kind: 'score', maxPoints: '100', weight: '99' }] })).toMatchObject(
      {
        path: ['criteria'],
        message: 'project-rules:validation.weightsNot100',
      },
    );
    expect(issue({ hasDocumentFee: true, documentFee: '' })).toMatchObject({
      path: ['documentFee'],
      message: 'project-rules:validation.feeAmountRequired',
    });
    expect(issue({ hasBail: true })).toMatchObject({ path: ['bailAmount'] });
    expect(issue({ questionEndTime: '2029-12-31 09:00' })).toMatchObject({ path: ['questionEndTime'] });
  });
});
