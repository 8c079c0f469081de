import { describe, expect, it } from 'vitest';
import { proxyAddress } from '@/client/features/admin-org/lib/proxy-address';

describe('the address a proxy session opens', () => {
  it.each([
    ['/home', '/home?token=abc'],
    ['/buyerManagement/editBuyer', '/buyerManagement/editBuyer?token=abc'],
    ['/home?tab=2', '/home?tab=2&token=abc'],
    ['', '/?token=abc'],
    [null, '/?token=abc'],
    ['https://elsewhere.test/x', '/?token=abc'],
    ['//elsewhere.test/x', '/?token=abc'],
  ])('landing %j opens %s', (landing, expected) => {
    expect(proxyAddress('abc', landing)).toBe(expected);
  });

  it('encodes the token', () => {
    expect(proxyAddress('a+b/c=', '/home')).toBe('/home?token=a%2Bb%2Fc%3D');
  });
});
