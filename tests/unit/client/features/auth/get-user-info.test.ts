import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, kvGet, kvSet } from '@/client/data/db';
import { getUserInfo, OFFLINE_USER_INFO_KEY } from '@/client/features/auth/api/get-user-info';
import { setCookie } from '@/client/lib/http/cookies';
import { TOKEN_NAME } from '@/shared/codes/constants';
import type { UserInfo } from '@/shared/contracts/auth';
import { accessKeyOf } from '@/shared/format/access-key';
import { freshDb } from '../../data/data-helpers';

// The server answers a fingerprint of the session's token, never the token.
const info = (token: string, name = 'Supplier One') =>
  ({ id: 'u1', name, accessKey: accessKeyOf(token) }) as unknown as UserInfo;

function answer(ret: string, body: unknown): Response {
  return new Response(JSON.stringify({ header: { ret, message: ret === '0' ? '' : 'refused' }, body }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(async () => {
  await freshDb();
  setCookie(TOKEN_NAME, 'tok-a');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await closeDb();
});

describe('getUserInfo', () => {
  it('keeps a copy of what the server answered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('0', info('tok-a'))),
    );
    expect(await getUserInfo()).toMatchObject({ name: 'Supplier One' });
    await expect
      .poll(() => kvGet<UserInfo>(OFFLINE_USER_INFO_KEY))
      .toMatchObject({ accessKey: accessKeyOf('tok-a') });
  });

  it.each([
    { case: 'no network, copy of this session', stored: 'tok-a', failure: 'network', result: 'copy' },
    { case: 'no network, copy of another session', stored: 'tok-b', failure: 'network', result: 'error' },
    { case: 'no network, no copy', stored: undefined, failure: 'network', result: 'error' },
    { case: 'server refusal, copy of this session', stored: 'tok-a', failure: 'ret', result: 'error' },
  ])('$case: $result', async ({ stored, failure, result }) => {
    if (stored) await kvSet(OFFLINE_USER_INFO_KEY, info(stored, 'Stored'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (failure === 'network') throw new TypeError('Failed to fetch');
        return answer('1003', null);
      }),
    );
    const outcome = getUserInfo();
    if (result === 'copy')
      await expect(outcome).resolves.toMatchObject({ name: 'Stored', accessKey: accessKeyOf('tok-a') });
    else
      await expect(outcome).rejects.toMatchObject({ kind: failure === 'network' ? 'network' : 'business' });
  });
});
