import { describe, expect, it } from 'vitest';
import { postCacheKey, splitRefresh } from '../../../sw/post-cache-key';

const URL_ = 'https://bidline.test/bidprocurement/common-common/typegroup/typegroup/initWebTypeGroupNewList';

describe('the refresh flag in cached POST reads', () => {
  it('asks for the network and files the answer under the plain read', async () => {
    const plain = JSON.stringify({ groupCodeList: ['unit'], language: 'en' });
    const refreshed = JSON.stringify({ groupCodeList: ['unit'], language: 'en', refresh: true });
    expect(splitRefresh(plain)).toEqual({ refresh: false, keyBody: plain });
    const split = splitRefresh(refreshed);
    expect(split).toEqual({ refresh: true, keyBody: plain });
    expect(await postCacheKey(URL_, split.keyBody, 't')).toBe(await postCacheKey(URL_, plain, 't'));
  });

  it.each([
    ['refresh false', '{"groupCodeList":["a"],"refresh":false}', '{"groupCodeList":["a"]}'],
    ['refresh not a boolean', '{"refresh":"yes"}', '{}'],
  ])('does not bypass the cache for %s', (_case, body, keyBody) => {
    expect(splitRefresh(body)).toEqual({ refresh: false, keyBody });
  });

  it.each(['', 'not json', '[1,2]', 'null', '"text"'])(
    'keeps a body that is no JSON object (%j) as it is',
    (body) => {
      expect(splitRefresh(body)).toEqual({ refresh: false, keyBody: body });
    },
  );
});
