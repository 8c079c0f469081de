import { describe, expect, it } from 'vitest';
import { INDUSTRY_CODE_MAP, mapIndustryCode } from '@/shared/codes/industry';
import {
  canMovePurchaseStatus,
  isFinalPurchaseStatus,
  objectionBlocksConclusion,
  PURCHASE_STATUS,
  PURCHASE_STATUS_TRANSITIONS,
} from '@/shared/codes/procurement';
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
