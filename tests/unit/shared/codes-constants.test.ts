import { describe, expect, it } from 'vitest';
import * as C from '@/shared/codes/constants';

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
