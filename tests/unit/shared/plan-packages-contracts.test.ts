import { describe, expect, it } from 'vitest';
import { totalOf } from '@/client/features/plan-packages/components/line-card';
import {
  assignSaveSchema,
  PLAN_PACKAGE_MESSAGES,
  packageSaveSchema,
  packageUndoSchema,
} from '@/shared/contracts/plan-packages';
import en from '../../../locales/en/plan-package.json';
import fr from '../../../locales/fr/plan-package.json';
import zh from '../../../locales/zh/plan-package.json';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues[0];

/** Which shape of tree a locale has: every key path, sorted. */
const shape = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : shape(v, `${prefix}${k}.`)))
    .sort();

describe('allocation and packaging contracts', () => {
  it('names the field of each refusal', () => {
    const cases: [object, string, string][] = [
      [{ level: '00', lineIds: [], departId: 'd' }, 'lineIds', PLAN_PACKAGE_MESSAGES.linesRequired],
      [{ level: '00', lineIds: ['a'] }, 'departId', PLAN_PACKAGE_MESSAGES.departRequired],
      [{ level: '01', lineIds: ['a'] }, 'executorId', PLAN_PACKAGE_MESSAGES.executorRequired],
    ];
    for (const [input, field, message] of cases) {
      const issue = firstIssue(assignSaveSchema.safeParse(input));
      expect([issue?.path.join('.'), issue?.message]).toEqual([field, message]);
    }
    expect(firstIssue(packageSaveSchema.safeParse({ name: ' ', lineIds: ['a'] }))?.path).toEqual(['name']);
    expect(firstIssue(packageUndoSchema.safeParse({ id: '' }))?.path).toEqual(['id']);
  });

  it('keeps each line once in a request', () => {
    const parsed = assignSaveSchema.parse({ level: '01', lineIds: ['a', 'b', 'a'], executorId: 'u' });
    expect(parsed.lineIds).toEqual(['a', 'b']);
  });

  it('sums line amounts exactly in cents', () => {
    expect(totalOf([{ amount: '0.10' }, { amount: '0.20' }])).toBe('0.30');
    expect(totalOf([{ amount: '999999999999999.98' }, { amount: '0.01' }])).toBe('999999999999999.99');
    expect(totalOf([])).toBe('0.00');
  });

  it('has its messages in zh, en and fr with the same keys', () => {
    for (const key of Object.values(PLAN_PACKAGE_MESSAGES)) {
      const path = key.replace('plan-package:', '');
      for (const tree of [zh, en, fr]) expect(typeof lookup(tree as Tree, path), key).toBe('string');
    }
    expect(shape(zh as Tree)).toEqual(shape(en as Tree));
    expect(shape(fr as Tree)).toEqual(shape(en as Tree));
  });
});
