import { describe, expect, it } from 'vitest';
import {
  CONSTRUCTION_MESSAGES,
  constructionPageSchema,
  constructionProjectSaveSchema,
  constructionTransitionSchema,
} from '@/shared/contracts/construction-projects';
import en from '../../../locales/en/construction.json';
import fr from '../../../locales/fr/construction.json';
import zh from '../../../locales/zh/construction.json';

const good = {
  code: 'JT-2026/01',
  name: '疏港公路',
  ownerOrgName: '港务公司',
  region: '宁波',
  investment: '999999999999999.99',
  startDate: '2026-01-01',
  endDate: '2026-01-01',
};
const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues[0];

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('construction project contracts', () => {
  it('accepts the largest investment and a one-day project, normalising the amount', () => {
    const parsed = constructionProjectSaveSchema.parse({ ...good, investment: '12.5' });
    expect(parsed.investment).toBe('12.50');
    expect(constructionProjectSaveSchema.parse(good).investment).toBe('999999999999999.99');
  });

  it.each([
    [{ investment: '1000000000000000' }, 'investment', CONSTRUCTION_MESSAGES.investment],
    [{ investment: '1.001' }, 'investment', CONSTRUCTION_MESSAGES.investment],
    [{ investment: '1e5' }, 'investment', CONSTRUCTION_MESSAGES.investment],
    [{ code: 'a b' }, 'code', CONSTRUCTION_MESSAGES.code],
    [{ startDate: '2026-13-01' }, 'startDate', CONSTRUCTION_MESSAGES.date],
    [{ endDate: '2025-12-31' }, 'endDate', CONSTRUCTION_MESSAGES.endBeforeStart],
  ])('refuses %j on %s', (over, field, message) => {
    const issue = firstIssue(constructionProjectSaveSchema.safeParse({ ...good, ...over }));
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });

  it('needs a reason for a status move and a known status', () => {
    expect(
      firstIssue(constructionTransitionSchema.safeParse({ id: 'x', status: '01', reason: ' ' }))?.path,
    ).toEqual(['reason']);
    expect(
      firstIssue(constructionTransitionSchema.safeParse({ id: 'x', status: '09', reason: 'r' }))?.path,
    ).toEqual(['status']);
    expect(constructionTransitionSchema.parse({ id: 'x', status: '03', reason: '资金\n未到位' }).reason).toBe(
      '资金\n未到位',
    );
  });

  it('reads an empty year as no filter and refuses a year out of range', () => {
    expect(constructionPageSchema.parse({ year: '' }).year).toBeUndefined();
    expect(constructionPageSchema.parse({ year: '2026' }).year).toBe(2026);
    expect(firstIssue(constructionPageSchema.safeParse({ year: '1999' }))?.path).toEqual(['year']);
  });

  it('has every message in zh, en and fr', () => {
    for (const key of Object.values(CONSTRUCTION_MESSAGES)) {
      const path = key.replace('construction:', '');
      for (const tree of [zh, en, fr]) expect(typeof lookup(tree as Tree, path), key).toBe('string');
    }
  });
});
