import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_PATHS, DICTIONARY_VERSION_HEADER } from '@/shared/contracts/dictionaries';
import { randomId } from '@/shared/format/random-id';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PATH = `/bidprocurement${DICTIONARY_PATHS.initWebTypeGroupNewList}`;

const rows = (names: Record<string, string>) =>
  Object.entries(names).map(([typecode, typename]) => ({ typecode, typename }));

describe.each(TARGETS)('dictionaries on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const call = (payload: unknown, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${PATH}${query}`, payload: payload as object, headers });

  it.each([
    ['zh', { '00': '待审核', '01': '审核通过', '02': '审核驳回' }, { '00': '否', '01': '是' }, '服务类'],
    ['en', { '00': 'Pending', '01': 'Approved', '02': 'Rejected' }, { '00': 'No', '01': 'Yes' }, 'Service'],
    [
      'fr',
      { '00': 'En attente', '01': 'Approuvé', '02': 'Rejeté' },
      { '00': 'Non', '01': 'Oui' },
      'Services',
    ],
  ])('answers several groups in %s without a session', async (language, audit, yesNo, service) => {
    const res = await call({ groupCodeList: ['auditStatus', 'yesNo', 'supplierCategory'], language });
    expect(res.json().header.ret).toBe('0');
    const { groups, version } = res.json().body;
    expect(groups.auditStatus).toEqual(rows(audit));
    expect(groups.yesNo).toEqual(rows(yesNo));
    expect(groups.supplierCategory).toHaveLength(6);
    expect(groups.supplierCategory[3]).toEqual({ typecode: '03', typename: service });
    expect(version).toBe(t.clock.now().toISOString());
  });

  it('falls back to the langCode of the request and answers signed-in callers alike', async () => {
    const token = await signIn(t, 'supplier01', { loginType: '01' });
    const res = await call({ groupCodeList: ['auditStatus'] }, '?langCode=en', authed(token));
    expect(res.json().body.groups.auditStatus[1]).toEqual({ typecode: '01', typename: 'Approved' });
    const odd = await call({ groupCodeList: ['auditStatus'], language: 'de' }, '?langCode=fr');
    expect(odd.json().body.groups.auditStatus[1].typename).toBe('Approuvé');
  });

  it('answers an empty list for unknown groups and an empty map for no groups', async () => {
    const res = await call({ groupCodeList: ['noSuchGroup', 'yesNo'], language: 'en' });
    expect(res.json().body.groups.noSuchGroup).toEqual([]);
    expect(res.json().body.groups.yesNo).toHaveLength(2);
    const none = await call({ groupCodeList: ['noSuchGroup'] });
    // dictVersion: the version the lists were read at, the one every answer's header carries.
    const dictVersion = Number(none.headers[DICTIONARY_VERSION_HEADER]);
    expect(dictVersion).toBeGreaterThan(0);
    expect(none.json().body).toEqual({ version: null, dictVersion, groups: { noSuchGroup: [] } });
    expect((await call({ groupCodeList: [] })).json().body).toEqual({
      version: null,
      dictVersion,
      groups: {},
    });
  });

  it.each([
    ['a string', { groupCodeList: 'auditStatus' }],
    ['missing', {}],
    ['an object', { groupCodeList: { a: 'auditStatus' } }],
    ['an array of numbers', { groupCodeList: [1, 2] }],
  ])('refuses group codes given as %s', async (_, payload) => {
    const en = await call(payload, '?langCode=en');
    expect(en.statusCode).toBe(400);
    expect(en.json().header).toMatchObject({
      ret: '1001',
      message: 'The dictionary type must be an array',
      rule: 'dictionaryGroupArray',
    });
    const zh = await call(payload, '?langCode=zh');
    expect(zh.json().header.message).toBe('字典类型必须为数组');
  });

  it('nests tree groups by parent and moves the version when a type changes', async () => {
    const db = t.database.db;
    const at = '2026-11-21T08:00:00.000Z';
    const groupId = randomId();
    await db
      .insertInto('type_groups')
      .values({
        id: groupId,
        group_code: 'tRegion',
        group_name: 'region',
        dict_type: '01',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const type = (id: string, parent: string | null, code: string, zh: string, en: string, sort: number) => ({
      id,
      group_id: groupId,
      parent_id: parent,
      typecode: code,
      name_zh: zh,
      name_en: en,
      name_fr: en,
      sort,
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('types')
      .values([
        type('p1', null, '11', '北京', 'Beijing', 0),
        type('c1', 'p1', '1101', '东城区', 'Dongcheng', 1),
        type('c2', 'p1', '1102', '西城区', 'Xicheng', 0),
        type('g1', 'c2', '110201', '街道', 'Street', 0),
        type('p2', null, '31', '上海', 'Shanghai', 1),
      ])
      .execute();
    const res = await call({ groupCodeList: ['tRegion', 'yesNo'], language: 'en', refresh: true });
    expect(res.json().body.groups.tRegion).toEqual([
      {
        typecode: '11',
        typename: 'Beijing',
        children: [
          { typecode: '1102', typename: 'Xicheng', children: [{ typecode: '110201', typename: 'Street' }] },
          { typecode: '1101', typename: 'Dongcheng' },
        ],
      },
      { typecode: '31', typename: 'Shanghai' },
    ]);
    expect(res.json().body.version).toBe(at);

    const later = '2026-11-22T09:30:00.000Z';
    await db
      .updateTable('types')
      .set({ name_en: 'Peking', updated_at: later })
      .where('id', '=', 'p1')
      .execute();
    const again = await call({ groupCodeList: ['tRegion'], language: 'en' });
    expect(again.json().body.version).toBe(later);
    expect(again.json().body.groups.tRegion[0].typename).toBe('Peking');
  });
});
