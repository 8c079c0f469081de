import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/codes.json';
import fr from '../../../locales/fr/codes.json';
import zh from '../../../locales/zh/codes.json';
import * as C from '@/shared/codes/constants';
import { INDUSTRY_CODE_MAP, mapIndustryCode } from '@/shared/codes/industry';
import {
  canMovePurchaseStatus,
  isFinalPurchaseStatus,
  objectionBlocksConclusion,
  PROCUREMENT_CODE_LISTS,
  PURCHASE_STATUS,
  PURCHASE_STATUS_TRANSITIONS,
} from '@/shared/codes/procurement';
import {
  isLoginType,
  isRoleCode,
  LOGIN_TYPES,
  landingPathForRole,
  loadsPlanConfig,
  loginTypeAdmitsRole,
  parseRoleCodes,
  ROLE_CODE_LISTS,
  ROLE_CODES,
  rolesForLoginType,
} from '@/shared/codes/roles';
import {
  CONTRACT_SEND_FLAG,
  codeLabelKey,
  isSystemSourceTrue,
  PURCHASE_STATUS_FILTERED,
  RECORD_MODE,
  STATUS_CODE_LISTS,
  SYSTEM_SOURCE,
  TENDER_METHOD_COMPETITIVE_NEGOTIATION,
  TENDER_METHOD_FILTERED,
} from '@/shared/codes/statuses';
import { CHAT_TIME_I18N_KEYS } from '@/shared/format/time';

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

describe('statuses', () => {
  it.each([
    ['00', false],
    ['01', true],
    ['02', false],
    ['03', false],
    [null, false],
    [undefined, false],
  ])('isSystemSourceTrue(%j) is %s', (code, expected) => {
    expect(isSystemSourceTrue(code)).toBe(expected);
  });

  it('keeps the specification codes', () => {
    expect(RECORD_MODE).toEqual({ ONLINE: '00', OFFLINE: '01', SUPPLEMENTARY: '02' });
    expect(CONTRACT_SEND_FLAG).toEqual({ ABNORMAL_OPERATION: '00', NORMAL: '01' });
    expect(SYSTEM_SOURCE).toEqual({ FALSE: '00', TRUE: '01', FALSE_OTHER: '02' });
    expect(TENDER_METHOD_COMPETITIVE_NEGOTIATION).toBe('13');
    expect(PURCHASE_STATUS_FILTERED).toBe('08');
    expect(PURCHASE_STATUS_FILTERED).toBe(PURCHASE_STATUS.CANCELLED);
    expect(TENDER_METHOD_FILTERED).toBe('17');
    expect(STATUS_CODE_LISTS.supplierCategory).toEqual({
      GOODS_MANUFACTURER: '00',
      GOODS_TRADER: '01',
      ENGINEERING: '02',
      SERVICE: '03',
      LEGAL: '04',
      ASSET_VALUATION: '05',
    });
  });

  it('builds label keys in the codes namespace', () => {
    expect(codeLabelKey('auditStatus', '01')).toBe('codes:auditStatus.01');
    expect(codeLabelKey('chatType', 2)).toBe('codes:chatType.2');
  });
});

describe('industry mapping', () => {
  it.each([
    ['00', '00'],
    ['01', '01'],
    ['02', '02'],
    ['03', '00'],
    ['04', undefined],
    ['0', undefined],
    ['', undefined],
    ['toString', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('mapIndustryCode(%j) is %j', (code, expected) => {
    expect(mapIndustryCode(code)).toBe(expected);
  });

  it('maps exactly four codes', () => {
    expect(Object.keys(INDUSTRY_CODE_MAP).sort()).toEqual(['00', '01', '02', '03']);
  });
});

describe('purchase status transitions', () => {
  it.each([
    ['00', '01', true],
    ['01', '02', true],
    ['01', '00', true],
    ['02', '03', true],
    ['03', '04', true],
    ['04', '05', true],
    ['04', '09', true],
    ['05', '06', true],
    ['05', '09', true],
    ['06', '07', true],
    ['06', '05', true],
    ['03', '08', true],
    ['06', '08', true],
    ['00', '03', false],
    ['03', '05', false],
    ['03', '09', false],
    ['07', '08', false],
    ['08', '00', false],
    ['09', '00', false],
    ['05', '05', false],
    ['10', '00', false],
    ['00', '10', false],
  ])('%s -> %s allowed: %s', (from, to, expected) => {
    expect(canMovePurchaseStatus(from, to)).toBe(expected);
  });

  it('covers every status and only final states have no exit', () => {
    expect(Object.keys(PURCHASE_STATUS_TRANSITIONS).sort()).toEqual(Object.values(PURCHASE_STATUS).sort());
    const finals = Object.values(PURCHASE_STATUS).filter(isFinalPurchaseStatus);
    expect(finals).toEqual(['07', '08', '09']);
  });

  it.each([
    ['00', true],
    ['01', true],
    ['02', false],
    ['03', false],
    ['04', false],
  ])('objection %s blocks conclusion: %s', (status, expected) => {
    expect(objectionBlocksConclusion(status)).toBe(expected);
  });
});

describe('constants', () => {
  it('keeps the section 9 values', () => {
    expect(C.DEFAULT_PAGE_SIZE).toBe(10);
    expect(C.PAGE_SIZE_CHOICES).toEqual([10, 30, 50, 100, 300]);
    expect(C.FIRST_PAGE).toBe(1);
    expect(C.DATE_FORMATS).toEqual({
      DATE: 'YYYY-MM-DD',
      DATE_TIME: 'YYYY-MM-DD HH:mm',
      SAVE: 'YYYY-MM-DD HH:mm:ss',
      TIME: 'HH:mm:ss',
    });
    expect(Object.values(C.CHAT_TIME_THRESHOLDS)).toEqual([120, 3600, 86400, 259200]);
    expect(C.CHAT_LIMITS).toEqual({ MESSAGES_PER_CHAT: 100, HISTORY_PAGE_SIZE: 100 });
    expect(C.WEBSOCKET_TIMINGS).toEqual({ PING_MS: 5000, RECONNECT_MS: 4000 });
    expect(C.TOKEN_NAME).toBe('X-AUTH-TOKEN');
    expect(C.LANGUAGE_STORAGE_KEY).toBe('languageCode');
    expect(C.LANGUAGES).toEqual(['zh', 'en', 'fr']);
    expect(C.DEFAULT_LANGUAGE).toBe('zh');
    expect(C.I18N_NAMESPACES).toEqual(['common', 'plan', 'bid', 'bidProject', 'depart']);
    expect(C.storageKey('lock')).toBe('bidline-lock');
    expect(C.UI_TIMINGS).toEqual({
      VIEW_REFRESH_HIDDEN_MS: 100,
      VIEW_REFRESH_FLAG_CLEAR_MS: 500,
      TOOLTIP_DELAY_MS: 400,
      SIDEBAR_SHOW_MS: 200,
      RESIZE_DEBOUNCE_MS: 300,
      RESIZE_MAX_WAIT_MS: 800,
    });
    expect(C.TABLE_WIDTHS).toEqual({ SERIAL: 70, MENU: 130, SEARCH_LABEL: 110 });
    expect(C.VOICE_WIDTH).toEqual({ CAP_AFTER_SECONDS: 40, MAX_PERCENT: 50 });
    expect(C.MONEY_UNIT).toBe(10000);
    expect(C.DEFAULT_EXPORT_FILE_NAME).toBe('excel.xls');
    expect(C.CHAT_TYPE).toEqual({ FRIEND: 0, GROUP: 1, AI: 2 });
    expect(C.MESSAGE_TYPE).toEqual({ TEXT: '0', IMAGE: '1', FILE: '2', VOICE: '3' });
    expect(C.WS_CODE).toEqual({ PING: 0, READY: 1, MESSAGE: 2, READ: 3 });
    expect(Object.values(C.CHAT_MENU)).toEqual(['00', '01', '02', '03', '04']);
    expect(C.AI_TAG).toBe('00');
    expect(C.CHAT_ERROR_TYPE).toEqual({
      TIMEOUT: 9,
      TOKEN: 401,
      PARAMETER: 400,
      REFRESH_TOKEN: 7,
      SERVER: 500,
    });
    expect(C.MENU_TYPE).toEqual({ SYSTEM: '00', BUSINESS: '01' });
    expect(C.PLAN_TYPE).toEqual({ PURCHASE: '00', ANNUAL: '01', SIMULATED_QUANTITY: '02' });
    expect(C.PATH_TYPES).toEqual(['01', '02']);
    expect(C.PROCUREMENT_ROLE_BUYER_CONTENT).toBe('11');
    expect(C.WIZARD_STEPS).toEqual([1, 2, 3]);
  });

  it('lists the sixteen route meta keys', () => {
    expect(C.ROUTE_META_KEYS).toHaveLength(16);
    expect(new Set(C.ROUTE_META_KEYS).size).toBe(16);
    expect(C.ROUTE_META_KEYS).toContain('highlightMenuCode');
  });

  it.each([
    [['en-US', 'zh-CN'], 'en'],
    [['fr-FR'], 'fr'],
    [['ZH-tw'], 'zh'],
    [['de-DE', 'fr'], 'fr'],
    [['de-DE'], 'zh'],
    [[], 'zh'],
  ])('languageFromTags(%j) is %s', (tags, expected) => {
    expect(C.languageFromTags(tags)).toBe(expected);
  });
});

type Tree = { [key: string]: string | Tree };
const locales: Record<string, Tree> = { zh, en, fr };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const codeLists: Record<string, Record<string, string | number>> = {
  ...ROLE_CODE_LISTS,
  ...STATUS_CODE_LISTS,
  ...PROCUREMENT_CODE_LISTS,
  ...C.CONSTANT_CODE_LISTS,
};
const labelPaths = Object.entries(codeLists).flatMap(([group, list]) =>
  Object.values(list).map((code) => `${group}.${code}`),
);

describe('locales/*/codes.json', () => {
  it('has the same key set in zh, en and fr', () => {
    const expected = leafKeys(zh).sort();
    expect(leafKeys(en).sort()).toEqual(expected);
    expect(leafKeys(fr).sort()).toEqual(expected);
  });

  it.each(['zh', 'en', 'fr'])('%s labels every code of every list', (lang) => {
    for (const path of labelPaths) {
      const label = lookup(locales[lang] as Tree, path);
      expect(typeof label === 'string' && label.length > 0, `${lang}:${path}`).toBe(true);
    }
  });

  it('has no label for a code no list declares', () => {
    const declared = new Set(Object.keys(codeLists));
    const groups = Object.keys(zh).filter((group) => !['time', 'messages'].includes(group));
    expect(groups.filter((group) => !declared.has(group))).toEqual([]);
    const extra = leafKeys(zh).filter(
      (key) => declared.has(key.split('.')[0] ?? '') && !labelPaths.includes(key),
    );
    expect(extra).toEqual([]);
  });

  it.each([
    ['en', 'justNow', undefined, 'just now'],
    ['en', 'minutesAgo', 2, '2 minutes ago'],
    ['en', 'hoursAgo', 1, '1 hour ago'],
    ['en', 'daysAgo', 2, '2 days ago'],
    ['zh', 'minutesAgo', 5, '5 分钟前'],
    ['zh', 'daysAgo', 1, '1 天前'],
    ['fr', 'hoursAgo', 3, 'il y a 3 heures'],
    ['fr', 'daysAgo', 1, 'il y a 1 jour'],
  ] as const)('%s %s with count %s reads %j', async (lang, key, count, text) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { codes: locales[lang] as Tree } }, ns: ['codes'] });
    const t = i18n.t as unknown as (key: string, options?: { count?: number }) => string;
    expect(t(CHAT_TIME_I18N_KEYS[key], count === undefined ? {} : { count })).toBe(text);
  });

  it.each(['zh', 'en', 'fr'])('%s has the sum warning', (lang) => {
    expect(lookup(locales[lang] as Tree, 'messages.sumNeedsInput')).toBeTruthy();
  });
});
