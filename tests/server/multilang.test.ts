import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTILANG_PATHS } from '@/shared/contracts/multilang';
import { randomId } from '@/shared/format/random-id';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PATH = `/bidprocurement${MULTILANG_PATHS.initMutiLang}`;
const NAMESPACES = ['common', 'plan', 'bid', 'bidProject', 'depart'];

describe.each(TARGETS)('multilingual overrides on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    const updated_at = t.clock.now().toISOString();
    const row = (lang: string, namespace: string, key: string, value: string) => ({
      id: randomId(),
      lang,
      namespace,
      key,
      value,
      updated_at,
    });
    await t.database.db
      .insertInto('lang_resources')
      .values([
        row('en', 'common', 'actions.save', 'Store'),
        row('en', 'common', 'actions.cancel', 'Drop it'),
        row('en', 'common', 'title', 'Bidline X'),
        row('en', 'plan', 'list.filters.year', 'Plan year'),
        row('en', 'menu', 'home', 'Dashboard'),
        row('en', 'secret', 'x', 'hidden'),
        row('en', 'common', '__proto__.polluted', 'yes'),
        row('en', 'common', 'title.sub', 'clashes with title'),
        row('fr', 'common', 'title', 'Titre'),
      ])
      .execute();
  });
  afterAll(async () => t.close());

  const call = (payload: unknown, query = '') =>
    t.app.inject({ method: 'POST', url: `${PATH}${query}`, payload: payload as object });

  it('returns only the overrides of each namespace, nested by key path, without a session', async () => {
    const res = await call({ langCode: 'en', langKeyList: [...NAMESPACES, 'menu', 'secret'] });
    expect(res.json().header.ret).toBe('0');
    expect(res.json().body).toEqual({
      common: { actions: { save: 'Store', cancel: 'Drop it' }, title: 'Bidline X' },
      plan: { list: { filters: { year: 'Plan year' } } },
      bid: {},
      bidProject: {},
      depart: {},
      menu: { home: 'Dashboard' },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['fr', { langCode: 'fr', langKeyList: ['common'] }, '', { common: { title: 'Titre' } }],
    ['zh', { langCode: 'zh', langKeyList: ['common', 'plan'] }, '', { common: {}, plan: {} }],
    ['the langCode query', { langKeyList: ['common'] }, '?langCode=fr', { common: { title: 'Titre' } }],
  ])('answers in %s', async (_, payload, query, expected) => {
    expect((await call(payload, query)).json().body).toEqual(expected);
  });

  it('sees new overrides after the cache is invalidated', async () => {
    const before = await call({ langCode: 'fr', langKeyList: ['depart'] });
    expect(before.json().body).toEqual({ depart: {} });
    await t.database.db
      .insertInto('lang_resources')
      .values({
        id: randomId(),
        lang: 'fr',
        namespace: 'depart',
        key: 'tree.title',
        value: 'Organigramme',
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    expect((await call({ langCode: 'fr', langKeyList: ['depart'] })).json().body).toEqual({ depart: {} });
    t.services.multilang.invalidateLangCache();
    expect((await call({ langCode: 'fr', langKeyList: ['depart'] })).json().body).toEqual({
      depart: { tree: { title: 'Organigramme' } },
    });
  });

  it.each([
    ['a string', { langCode: 'en', langKeyList: 'common' }],
    ['missing', { langCode: 'en' }],
  ])('refuses a namespace list given as %s', async (_, payload) => {
    const res = await call(payload, '?langCode=en');
    expect(res.statusCode).toBe(400);
    expect(res.json().header.ret).toBe('1001');
  });
});
