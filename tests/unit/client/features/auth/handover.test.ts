import { describe, expect, it } from 'vitest';
import { decideHandover } from '@/client/features/auth/handover';
import type { UserInfo } from '@/shared/contracts/auth';

const user = (id: string, proxyAdminId?: string) =>
  ({
    id,
    name: `name-${id}`,
    loginName: `login-${id}`,
    proxyAdmin: proxyAdminId ? { id: proxyAdminId, name: 'Admin' } : null,
  }) as unknown as UserInfo;

describe('decideHandover', () => {
  it('forgets a token the server did not confirm', () => {
    expect(decideHandover('t', undefined, undefined, undefined)).toEqual({ kind: 'drop' });
    expect(decideHandover('t', undefined, 'held', user('a'))).toEqual({ kind: 'drop' });
  });

  it('asks before signing in a signed-out page', () => {
    expect(decideHandover('t', user('b'), undefined, undefined)).toEqual({
      kind: 'ask',
      user: user('b'),
      current: undefined,
    });
  });

  it('asks before replacing another signed-in user, naming both', () => {
    expect(decideHandover('t', user('b'), 'held', user('a'))).toEqual({
      kind: 'ask',
      user: user('b'),
      current: user('a'),
    });
  });

  it('takes another session of the same user without asking, and keeps the very same one', () => {
    expect(decideHandover('t', user('a'), 'held', user('a'))).toEqual({ kind: 'adopt', sameUser: true });
    expect(decideHandover('t', user('a'), 't', user('a'))).toEqual({ kind: 'keep' });
  });

  it("takes the signed-in administrator's own proxy window without asking, but asks for anyone else's", () => {
    expect(decideHandover('t', user('s', 'admin'), 'held', user('admin'))).toEqual({
      kind: 'adopt',
      sameUser: false,
    });
    expect(decideHandover('t', user('s', 'admin'), 'held', user('other')).kind).toBe('ask');
    // The user's own session is not the administrator acting as them.
    expect(decideHandover('t', user('s', 'admin'), 'held', user('s')).kind).toBe('ask');
    expect(decideHandover('t', user('s'), 'held', user('s', 'admin')).kind).toBe('ask');
  });
});
