import { describe, expect, it } from 'vitest';
import { SCHEME_MESSAGES, schemeSaveSchema, schemeTransitionSchema } from '@/shared/contracts/schemes';
import en from '../../../locales/en/scheme.json';
import fr from '../../../locales/fr/scheme.json';
import zh from '../../../locales/zh/scheme.json';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
const shape = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : shape(v, `${prefix}${k}.`)))
    .sort();

const save = schemeSaveSchema('Asia/Shanghai');
const valid = {
  name: '方案',
  tenderMethod: '01',
  organiser: '00',
  publishDate: '2030-03-01',
  quoteEndTime: '2030-03-25 10:00',
  evaluationMethod: '00',
  packageIds: ['p1', 'p1', 'p2'],
};

describe('scheme contracts', () => {
  it('keeps packages once and reads the quote end in the business zone', () => {
    const out = save.parse(valid);
    expect(out.packageIds).toEqual(['p1', 'p2']);
    expect(out.quoteEndTime).toBe('2030-03-25T02:00:00.000Z');
  });

  it('names the field of each refusal', () => {
    const cases: [object, string][] = [
      [{ ...valid, packageIds: [] }, 'packageIds'],
      [{ ...valid, organiser: '01' }, 'agencyOrgId'],
      [{ ...valid, publishDate: '2030-3-1' }, 'publishDate'],
      [{ ...valid, quoteEndTime: '2030-02-01 10:00' }, 'quoteEndTime'],
      [{ ...valid, tenderMethod: '99' }, 'tenderMethod'],
    ];
    for (const [body, field] of cases) {
      const issue = save.safeParse(body).error?.issues[0];
      expect(issue?.path.join('.'), field).toBe(field);
    }
    const reject = schemeTransitionSchema.safeParse({ id: 's', action: 'reject' }).error?.issues[0];
    expect([reject?.path.join('.'), reject?.message]).toEqual(['reason', SCHEME_MESSAGES.reasonRequired]);
  });

  it('has the same keys in zh, en and fr, and every message key exists', () => {
    expect(shape(zh)).toEqual(shape(en));
    expect(shape(fr)).toEqual(shape(en));
    for (const key of Object.values(SCHEME_MESSAGES))
      for (const tree of [zh, en, fr]) expect(typeof lookup(tree, key.replace('scheme:', ''))).toBe('string');
  });
});
