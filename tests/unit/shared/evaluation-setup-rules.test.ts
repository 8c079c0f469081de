import { describe, expect, it } from 'vitest';
import { checkCriteria, checkSheet, checkSteps, hundredths } from '@/shared/contracts/evaluation-rules';

const keys = (issues: { key: string }[]) => issues.map((i) => i.key);
const cp = {
  priceMethod: 'costPerformance',
  priceWeight: '30',
  steps: ['compliance', 'commercialTechnical', 'price'],
};

/** The evaluation set-up's shared rules (issue 19): the same on the screens and the server. */
describe('evaluation set-up rules', () => {
  it('reads points as exact hundredths and refuses anything else', () => {
    expect(hundredths('33.33')).toBe(3333);
    expect(hundredths('40')).toBe(4000);
    expect(hundredths('0.5')).toBe(50);
    for (const bad of ['1.234', '-1', '1e2', '', '1000', ' ', '1.']) expect(hundredths(bad)).toBeUndefined();
  });

  it('fits the price weight to the method', () => {
    expect(keys(checkSteps({ ...cp, priceWeight: '0' }))).toEqual(['weightRange']);
    expect(keys(checkSteps({ ...cp, priceWeight: '100' }))).toEqual(['weightRange']);
    expect(keys(checkSteps({ ...cp, priceMethod: 'lowest' }))).toEqual(['lowestNoWeight']);
    expect(keys(checkSteps({ ...cp, priceMethod: 'lowest', priceWeight: '0.00' }))).toEqual([]);
    expect(keys(checkSteps({ ...cp, steps: ['risk', 'risk'] }))).toEqual(['stepTwice']);
  });

  it('adds the scored maxima and the price weight to exactly 100 with cost-performance', () => {
    const base = [{ stepCode: 'compliance', name: 'Licence', kind: 'pass' }];
    const scored = (...max: string[]) =>
      max.map((m, i) => ({ stepCode: 'commercialTechnical', name: `c${i}`, kind: 'score', maxPoints: m }));
    expect(keys(checkCriteria(cp, [...base, ...scored('23.33', '23.33', '23.34')]))).toEqual([]);
    const off = checkCriteria(cp, [...base, ...scored('23.33', '23.33', '23.33')]);
    expect(off).toEqual([{ field: 'criteria', key: 'weightsNot100', vars: { total: '99.99' } }]);
    expect(keys(checkCriteria(cp, scored('70')))).toEqual(['stepWithoutCriteria']);
    expect(
      keys(checkCriteria({ ...cp, priceMethod: 'lowest', priceWeight: '0' }, [...base, ...scored('70')])),
    ).toEqual(['lowestPassOnly']);
    expect(
      keys(checkCriteria(cp, [...base, ...scored('70'), { stepCode: 'price', name: 'p', kind: 'pass' }])),
    ).toEqual(['priceNoCriteria']);
  });

  it('wants every line, points within 0..max and a reason on a fail', () => {
    const criteria = [
      { id: 'a', kind: 'score', maxPoints: '40.00' },
      { id: 'b', kind: 'pass', maxPoints: null },
    ];
    const ok = [
      { criterionId: 'a', offerId: 'o1', points: '40' },
      { criterionId: 'b', offerId: 'o1', passed: false, reason: 'No licence' },
    ];
    expect(checkSheet(criteria, ['o1'], ok)).toEqual([]);
    expect(
      keys(checkSheet(criteria, ['o1'], [{ ...ok[0], points: '40.01' }, ok[1] as object] as typeof ok)),
    ).toEqual(['pointsAboveMax']);
    expect(
      keys(checkSheet(criteria, ['o1'], [ok[0] as object, { ...ok[1], reason: ' ' }] as typeof ok)),
    ).toEqual(['reasonRequired']);
    expect(keys(checkSheet(criteria, ['o1', 'o2'], ok))).toEqual(['lineMissing', 'lineMissing']);
  });
});
