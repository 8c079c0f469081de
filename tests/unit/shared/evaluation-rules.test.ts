import { describe, expect, it } from 'vitest';
import { decimal, parseDecimal, toFixedHalfUp } from '@/shared/rules/evaluation-decimal';
import { candidatesOf, rankOffers } from '@/shared/rules/evaluation-ranking';
import { criterionMean, type ExpertMark, summariseStep } from '@/shared/rules/evaluation-scores';

const d = decimal;
const show = (v: { n: bigint; d: bigint } | null) => (v ? toFixedHalfUp(v, 4) : null);

const tech = { id: 'c1', name: 'Technical plan', kind: 'score', maxPoints: '40' };
const svc = { id: 'c2', name: 'Service', kind: 'score', maxPoints: '20' };
const licence = { id: 'p1', name: 'Valid licence', kind: 'pass', maxPoints: null };

const score = (expertId: string, criterionId: string, offerId: string, points: string): ExpertMark => ({
  expertId,
  criterionId,
  offerId,
  points,
  passed: null,
  reason: null,
});
const pass = (
  expertId: string,
  offerId: string,
  passed: boolean,
  reason: string | null = null,
): ExpertMark => ({
  expertId,
  criterionId: 'p1',
  offerId,
  points: null,
  passed,
  reason,
});

describe('exact decimals and the display rule', () => {
  it('rounds half away from zero only for display', () => {
    expect(toFixedHalfUp(d('2.345'))).toBe('2.35');
    expect(toFixedHalfUp(d('2.344'))).toBe('2.34');
    expect(toFixedHalfUp(d('-2.345'))).toBe('-2.35');
    expect(toFixedHalfUp(d('0.1'), 0)).toBe('0');
    // 0.1 + 0.2 is exactly 0.3 here.
    const third = parseDecimal('0.1');
    expect(third).toEqual({ n: 1n, d: 10n });
  });
});

describe('criterion score: mean of the experts, trimmed with five or more', () => {
  it('three experts: plain mean (30 + 32 + 35) / 3 = 32.3333', () => {
    const { score: s, trimmed } = criterionMean([d('30'), d('32'), d('35')]);
    expect(trimmed).toBe(false);
    expect(s).toEqual({ n: 97n, d: 3n });
    expect(show(s)).toBe('32.3333');
  });
  it('five experts: the highest (40) and lowest (20) dropped: (30 + 32 + 35) / 3', () => {
    const { score: s, trimmed } = criterionMean([d('40'), d('30'), d('20'), d('35'), d('32')]);
    expect(trimmed).toBe(true);
    expect(show(s)).toBe('32.3333');
  });
  it('five experts with equal extremes drop one of each only', () => {
    // 10, 10, 20, 30, 30 -> 10, 20, 30 -> 20
    expect(show(criterionMean([d('10'), d('30'), d('10'), d('30'), d('20')]).score)).toBe('20.0000');
  });
});

describe('a step summary', () => {
  it('sums scored criteria per offer (three experts, decimals kept exact)', () => {
    const marks = [
      score('e1', 'c1', 'A', '30.5'),
      score('e2', 'c1', 'A', '31'),
      score('e3', 'c1', 'A', '32'),
      score('e1', 'c2', 'A', '10.1'),
      score('e2', 'c2', 'A', '10.2'),
      score('e3', 'c2', 'A', '10.3'),
    ];
    const [a] = summariseStep([tech, svc], ['A'], 3, marks);
    // 93.5/3 + 30.6/3 = 124.1/3 = 41.3666...
    expect(a?.score).toEqual({ n: 1241n, d: 30n });
    expect(toFixedHalfUp(a?.score ?? d('0'))).toBe('41.37');
    expect(a?.rejected).toBe(false);
  });
  it('rejects an offer failed by a majority, with the reasons; a minority fail stands', () => {
    const marks = [
      pass('e1', 'A', false, 'Licence expired'),
      pass('e2', 'A', false, 'Expired in May'),
      pass('e3', 'A', true),
      pass('e1', 'B', false, 'Unclear scan'),
      pass('e2', 'B', true),
      pass('e3', 'B', true),
    ];
    const [a, b] = summariseStep([licence], ['A', 'B'], 3, marks);
    expect(a?.rejected).toBe(true);
    expect(a?.failures).toEqual([
      {
        criterionId: 'p1',
        criterionName: 'Valid licence',
        failedBy: 2,
        experts: 3,
        reasons: ['Licence expired', 'Expired in May'],
      },
    ]);
    expect(b?.rejected).toBe(false);
  });
  it('a tie of fails (2 of 4) is no majority', () => {
    const marks = [
      pass('e1', 'A', false, 'x'),
      pass('e2', 'A', false, 'y'),
      pass('e3', 'A', true),
      pass('e4', 'A', true),
    ];
    expect(summariseStep([licence], ['A'], 4, marks)[0]?.rejected).toBe(false);
  });
});

describe('ranking', () => {
  const offer = (offerId: string, price: string, receivedAt: string, scores = '0') => ({
    offerId,
    price: d(price),
    receivedAt,
    scores: d(scores),
  });

  it('lowest price: lowest first, a tie goes to the earlier receipt', () => {
    const ranked = rankOffers(
      'lowest',
      [
        offer('A', '1000.00', '2026-01-01T10:00:02Z'),
        offer('B', '980.50', '2026-01-01T10:00:05Z'),
        offer('C', '1000.00', '2026-01-01T10:00:01Z'),
      ],
      d('0'),
    );
    expect(ranked.map((o) => [o.offerId, o.rank])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
    expect(candidatesOf(ranked, 2).map((o) => o.offerId)).toEqual(['B', 'C']);
  });

  it('cost-performance: price score = lowest / price x weight, total = scores + price score', () => {
    // Weight 30; lowest 800. A: 800 -> 30, total 50 + 30 = 80. B: 1000 -> 24, total 58 + 24 = 82.
    // C: 960 -> 25, total 55 + 25 = 80 (ties A at 80; A's price is lower, so A before C).
    const ranked = rankOffers(
      'costPerformance',
      [
        offer('A', '800', '2026-01-01T10:00:09Z', '50'),
        offer('B', '1000', '2026-01-01T10:00:01Z', '58'),
        offer('C', '960', '2026-01-01T10:00:00Z', '55'),
      ],
      d('30'),
    );
    expect(
      ranked.map((o) => [o.offerId, toFixedHalfUp(o.priceScore), toFixedHalfUp(o.total), o.rank]),
    ).toEqual([
      ['B', '24.00', '82.00', 1],
      ['A', '30.00', '80.00', 2],
      ['C', '25.00', '80.00', 3],
    ]);
  });

  it('cost-performance: equal total and price go to the earlier receipt', () => {
    const ranked = rankOffers(
      'costPerformance',
      [offer('A', '900', '2026-01-01T10:00:09Z', '60'), offer('B', '900', '2026-01-01T10:00:01Z', '60')],
      d('40'),
    );
    expect(ranked.map((o) => o.offerId)).toEqual(['B', 'A']);
  });

  it('cost-performance keeps thirds exact: 30 x 700/900 = 23.333...', () => {
    const ranked = rankOffers(
      'costPerformance',
      [offer('A', '700', '2026-01-01T10:00:00Z', '10'), offer('B', '900', '2026-01-01T10:00:01Z', '10')],
      d('30'),
    );
    expect(ranked[1]?.priceScore).toEqual({ n: 70n, d: 3n });
    expect(toFixedHalfUp(ranked[1]?.total ?? d('0'))).toBe('33.33');
  });

  it('one price only: it ranks first with the full price weight', () => {
    const ranked = rankOffers(
      'costPerformance',
      [offer('A', '1234.56', '2026-01-01T10:00:00Z', '41.5')],
      d('30'),
    );
    expect(ranked).toHaveLength(1);
    expect(toFixedHalfUp(ranked[0]?.total ?? d('0'))).toBe('71.50');
    expect(rankOffers('lowest', [offer('A', '5', 'x')], d('0'))[0]?.rank).toBe(1);
  });

  it('no valid offer: no ranking', () => {
    expect(rankOffers('lowest', [], d('0'))).toEqual([]);
  });
});
