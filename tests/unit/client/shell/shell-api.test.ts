import { createInstance } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/client/lib/http/request';
import type { GetMenuResponse } from '@/shared/contracts/menus';
import { freshDb } from '../data/data-helpers';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({ api: { post } }));

const { getMenu, menuCacheKey } = await import('@/client/features/shell/api/get-menu');
const { getLangOverrides, mergeLangOverrides } = await import('@/client/features/shell/api/init-muti-lang');
const { kvGet } = await import('@/client/data/db');

const scope = { userId: 'u1', roleId: 'r1', language: 'en' };
const menu: GetMenuResponse = { topMenus: [], menus: [] };
const offline = () => new RequestError({ kind: 'network', message: 'request timed out' });

beforeEach(async () => {
  post.mockReset();
  await freshDb();
});

describe('getMenu', () => {
  it('asks for the menu in the language, and keeps a copy per user, role and language', async () => {
    post.mockResolvedValueOnce(menu);
    expect(await getMenu(scope)).toEqual(menu);
    expect(post).toHaveBeenCalledWith(
      '/common-common/login/login/getMenu',
      { language: 'en' },
      { silent: false },
    );
    expect(menuCacheKey(scope)).toBe('menu:u1:r1:en');
    // The copy is written in the background (the menu does not wait for IndexedDB).
    await expect.poll(() => kvGet(menuCacheKey(scope))).toEqual(menu);
  });

  it('answers from the copy, without a toast, when the browser is offline', async () => {
    post.mockResolvedValueOnce(menu);
    await getMenu(scope);
    await expect.poll(() => kvGet(menuCacheKey(scope))).toEqual(menu);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      post.mockRejectedValueOnce(offline());
      expect(await getMenu(scope)).toEqual(menu);
      expect(post).toHaveBeenLastCalledWith(expect.any(String), expect.anything(), { silent: true });
    } finally {
      onLine.mockRestore();
    }
  });

  it('answers from the copy when the call fails although the browser seemed online', async () => {
    post.mockResolvedValueOnce(menu);
    await getMenu(scope);
    await expect.poll(() => kvGet(menuCacheKey(scope))).toEqual(menu);
    post.mockRejectedValueOnce(offline());
    expect(await getMenu(scope)).toEqual(menu);
  });

  it('fails without a copy, and on errors that are not about the network', async () => {
    post.mockRejectedValueOnce(offline());
    await expect(getMenu(scope)).rejects.toThrow('request timed out');
    post.mockResolvedValueOnce(menu);
    await getMenu(scope);
    await expect.poll(() => kvGet(menuCacheKey(scope))).toEqual(menu);
    post.mockRejectedValueOnce(new RequestError({ kind: 'sessionInvalid', message: 'gone' }));
    await expect(getMenu(scope)).rejects.toThrow('gone');
  });
});

describe('language overrides', () => {
  it('asks for the specification namespaces and the loaded ones, and falls back to the copy offline', async () => {
    const overrides = { menu: { home: 'Start' } };
    post.mockResolvedValueOnce(overrides);
    expect(await getLangOverrides('en', ['menu', 'common'])).toEqual(overrides);
    expect(post.mock.calls[0]?.[1]).toEqual({
      langCode: 'en',
      langKeyList: ['common', 'plan', 'bid', 'bidProject', 'depart', 'menu'],
    });
    await expect.poll(() => kvGet('langOverrides:en')).toEqual(overrides);
    post.mockRejectedValueOnce(offline());
    expect(await getLangOverrides('en', [])).toEqual(overrides);
    post.mockRejectedValueOnce(offline());
    expect(await getLangOverrides('fr', [])).toEqual({});
  });

  it('merges deep over the bundled texts and reports whether anything changed', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { menu: { home: 'Home', syncCentre: 'Sync centre', group: { a: 'A', b: 'B' } } } },
    });
    expect(mergeLangOverrides(i18n, 'en', { menu: {}, plan: {} })).toBe(false);
    expect(mergeLangOverrides(i18n, 'en', { menu: { home: 'Start', group: { b: 'Bee' } } })).toBe(true);
    expect(i18n.t('menu:home')).toBe('Start');
    expect(i18n.t('menu:syncCentre')).toBe('Sync centre');
    expect([i18n.t('menu:group.a'), i18n.t('menu:group.b')]).toEqual(['A', 'Bee']);
  });
});
