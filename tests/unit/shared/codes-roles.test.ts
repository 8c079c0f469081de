import { describe, expect, it } from 'vitest';
import {
  isLoginType,
  isRoleCode,
  LOGIN_TYPES,
  landingPathForRole,
  loadsPlanConfig,
  loginTypeAdmitsRole,
  parseRoleCodes,
  ROLE_CODES,
  rolesForLoginType,
} from '@/shared/codes/roles';

describe('roles', () => {
  it.each([
    ['FORMAL_BUYER', '/home'],
    ['FORMAL_AGENT', '/home'],
    ['GXCX_YWJS', '/home'],
    ['FORMAL_SUPPLIER', '/home'],
    ['TEMP_SUPPLIER', '/supplierDeclaration/supplier'],
    ['TEMP_BUYER', '/buyerManagement/editBuyer'],
    ['TEMP_AGENT', '/agentManagement/editAgent'],
    ['TEMP_EXPERT', '/expert/perfectInfo'],
    ['FORMAL_EXPERT', '/home'],
    ['SYS_ADMIN', '/home'],
    ['UNKNOWN', '/home'],
    ['', '/home'],
    [null, '/home'],
    [undefined, '/home'],
  ])('landingPathForRole(%s) is %s', (role, path) => {
    expect(landingPathForRole(role)).toBe(path);
  });

  it('knows exactly the eight specification roles plus SYS_ADMIN and FORMAL_EXPERT', () => {
    expect([...ROLE_CODES].sort()).toEqual(
      [
        'FORMAL_AGENT',
        'FORMAL_BUYER',
        'FORMAL_EXPERT',
        'FORMAL_SUPPLIER',
        'GXCX_YWJS',
        'SYS_ADMIN',
        'TEMP_AGENT',
        'TEMP_BUYER',
        'TEMP_EXPERT',
        'TEMP_SUPPLIER',
      ].sort(),
    );
  });

  it.each([
    ['FORMAL_BUYER,TEMP_AGENT', ['FORMAL_BUYER', 'TEMP_AGENT']],
    [' FORMAL_BUYER , TEMP_AGENT ', ['FORMAL_BUYER', 'TEMP_AGENT']],
    ['FORMAL_BUYER,FORMAL_BUYER', ['FORMAL_BUYER']],
    ['FORMAL_BUYER,,NOPE', ['FORMAL_BUYER']],
    ['formal_buyer', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('parseRoleCodes(%j) gives %j', (value, expected) => {
    expect(parseRoleCodes(value)).toEqual(expected);
  });

  it.each([
    ['FORMAL_BUYER', true],
    ['TEMP_BUYER', false],
    ['GXCX_YWJS', false],
    ['FORMAL_AGENT', false],
    ['SYS_ADMIN', false],
    [undefined, false],
  ])('loadsPlanConfig(%s) is %s', (role, expected) => {
    expect(loadsPlanConfig(role)).toBe(expected);
  });

  it.each([
    ['01', ['FORMAL_SUPPLIER', 'TEMP_SUPPLIER']],
    ['02', ['FORMAL_BUYER', 'GXCX_YWJS', 'TEMP_BUYER']],
    ['03', ['FORMAL_AGENT', 'TEMP_AGENT']],
    ['04', ['FORMAL_EXPERT', 'TEMP_EXPERT']],
  ] as const)('login type %s admits %j', (loginType, roles) => {
    expect([...rolesForLoginType(loginType)].sort()).toEqual([...roles].sort());
  });

  it('the portal (no login type) admits every role including SYS_ADMIN', () => {
    expect(rolesForLoginType(undefined)).toEqual(ROLE_CODES);
    expect(loginTypeAdmitsRole(null, 'SYS_ADMIN')).toBe(true);
    // A role an administrator created (not one of the built-in codes) signs in through the portal too.
    expect(loginTypeAdmitsRole(undefined, 'SYNC_ONLY_ROLE')).toBe(true);
    expect(loginTypeAdmitsRole('02', 'SYNC_ONLY_ROLE')).toBe(false);
  });

  it.each([
    ['01', 'FORMAL_BUYER', false],
    ['02', 'GXCX_YWJS', true],
    ['04', 'SYS_ADMIN', false],
    ['03', 'TEMP_AGENT', true],
  ] as const)('login type %s admits %s: %s', (loginType, role, expected) => {
    expect(loginTypeAdmitsRole(loginType, role)).toBe(expected);
  });

  it.each([
    ['01', true],
    ['04', true],
    ['05', false],
    [1, false],
  ])('isLoginType(%j) is %s', (value, expected) => {
    expect(isLoginType(value)).toBe(expected);
  });

  it('isRoleCode rejects non-strings and unknown codes', () => {
    expect(isRoleCode('TEMP_EXPERT')).toBe(true);
    expect(isRoleCode('ADMIN')).toBe(false);
    expect(isRoleCode(42)).toBe(false);
    expect(LOGIN_TYPES).toEqual({ SUPPLIER: '01', BUYER: '02', AGENT: '03', EXPERT: '04' });
  });
});
