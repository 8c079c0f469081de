import { describe, expect, it } from 'vitest';
import { pageOf } from '@/client/features/admin-functions/lib/page-of';
import { refusalRule, serverFieldError } from '@/client/features/admin-common/lib/server-error';
import { RequestError } from '@/client/lib/http/request';

const refusal = (init: Partial<ConstructorParameters<typeof RequestError>[0]> = {}) =>
  new RequestError({ kind: 'business', message: 'This value already exists', ...init });

describe('server refusals on forms', () => {
  it.each([
    [
      'a field of the form',
      refusal({ field: 'typecode' }),
      { field: 'typecode', message: 'This value already exists' },
    ],
    ['a field the form lacks', refusal({ field: 'id' }), undefined],
    ['no field', refusal(), undefined],
    ['a network failure', new RequestError({ kind: 'network', message: 'x', field: 'typecode' }), undefined],
    ['another error', new Error('x'), undefined],
  ])('places %s', (_, error, expected) => {
    expect(serverFieldError(error, ['typecode', 'nameZh'])).toEqual(expected);
  });

  it('reads the rule of a business refusal only', () => {
    expect(refusalRule(refusal({ rule: 'groupHasTypes' }))).toBe('groupHasTypes');
    expect(
      refusalRule(new RequestError({ kind: 'http', message: 'x', rule: 'groupHasTypes' })),
    ).toBeUndefined();
  });

  it('pages a list answered whole', () => {
    const all = Array.from({ length: 23 }, (_, n) => n);
    expect(pageOf(all, 3, 10)).toEqual({ records: [20, 21, 22], total: 23 });
    expect(pageOf(all, 4, 10)).toEqual({ records: [], total: 23 });
  });
});
