import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BASE_PATHS as BASE } from '@/shared/contracts/admin-config-base';
import { ADMIN_SETTINGS_PATHS as SET } from '@/shared/contracts/admin-config-settings';
import { TOOLS_PATHS } from '@/shared/contracts/tools';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('regions, holidays, system configuration and agreements on %s', (target) => {
  let t: TestApp;
  let admin: string;

  const get = (path: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/bidprocurement${path}`, headers: token ? authed(token) : {} });
  const actions = async (entityType: string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', entityType)
        .orderBy('seq')
        .execute()
    ).map((r) => r.action);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
  });
  afterAll(async () => t?.close());

  it('seeds provinces and cities and searches the tree keeping ancestors', async () => {
    const tree = bodyOf(await post(t, admin, BASE.getRegionTree));
    expect(tree.map((r: Json) => r.code)).toEqual(['110000', '310000', '320000', '330000', '440000']);
    const found = bodyOf(await post(t, admin, BASE.getRegionTree, { search: '深圳' }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: '广东省', level: 1 });
    expect(found[0].children.map((c: Json) => [c.name, c.level])).toEqual([['深圳市', 2]]);
    // Any signed-in user reads one level at a time for address choices.
    const supplier = await signIn(t, 'supplier01');
    const provinces = bodyOf(await post(t, supplier, BASE.getRegionChildren));
    expect(provinces).toHaveLength(5);
    const cities = bodyOf(await post(t, supplier, BASE.getRegionChildren, { parentId: found[0].id }));
    expect(cities.map((c: Json) => c.code)).toEqual(['440100', '440300']);
  });

  it('saves regions with levels from the parent and refuses bad placements', async () => {
    const province = bodyOf(await post(t, admin, BASE.getRegionTree, { search: '440300' }))[0];
    const city = province.children[0];
    const { id } = bodyOf(
      await post(t, admin, BASE.saveOrUpdateRegion, { parentId: city.id, code: '440305', name: '南山区' }),
    );
    const detail = bodyOf(await get(`${BASE.getRegionDetail}?id=${id}`, admin));
    expect(detail).toMatchObject({ level: 3, parentName: '深圳市' });
    const town = bodyOf(
      await post(t, admin, BASE.saveOrUpdateRegion, { parentId: id, code: '440305001', name: '南头街道' }),
    ).id;
    expect(
      refusal(await post(t, admin, BASE.saveOrUpdateRegion, { parentId: town, code: 'X1', name: 'x' }), 400),
    ).toMatchObject({
      field: 'parentId',
      rule: 'regionMaxLevel',
    });
    expect(
      refusal(await post(t, admin, BASE.saveOrUpdateRegion, { code: '440305', name: 'x' }), 409),
    ).toMatchObject({ field: 'code', rule: 'unique' });
    const cycle = { id, parentId: town, code: '440305', name: '南山区' };
    expect(refusal(await post(t, admin, BASE.saveOrUpdateRegion, cycle), 400).rule).toBe(
      'regionParentInvalid',
    );
    expect(refusal(await post(t, admin, BASE.deleteRegion, { id }), 409).rule).toBe('regionHasChildren');
    bodyOf(await post(t, admin, BASE.deleteRegion, { id: town }));
    bodyOf(
      await post(t, admin, BASE.saveOrUpdateRegion, { id, parentId: city.id, code: '440305', name: '南山' }),
    );
    bodyOf(await post(t, admin, `${BASE.deleteRegion}?id=${id}`));
    expect(await actions('region')).toEqual(['create', 'create', 'delete', 'update', 'delete']);
  });

  it('lists holidays by year and edits the calendar the holiday-range call reads', async () => {
    const list = bodyOf(await post(t, admin, BASE.getHolidayList, { year: 2026 }));
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((h: Json) => h.day.startsWith('2026-'))).toBe(true);
    const count = async () =>
      bodyOf(await post(t, admin, TOOLS_PATHS.holidayNum, { startTime: '2030-03-04', endTime: '2030-03-10' }))
        .holidayNum;
    expect(await count()).toBe(2); // the weekend
    const { id } = bodyOf(
      await post(t, admin, BASE.saveHoliday, { day: '2030-03-05', dayType: '00', name: '测试假日' }),
    );
    expect(await count()).toBe(3);
    // Saving the same day again edits the one entry.
    const again = bodyOf(
      await post(t, admin, BASE.saveHoliday, { day: '2030-03-05', dayType: '00', name: '测试' }),
    );
    expect(again.id).toBe(id);
    bodyOf(await post(t, admin, BASE.saveHoliday, { day: '2030-03-09', dayType: '01', name: '调休上班' }));
    expect(await count()).toBe(2);
    bodyOf(await post(t, admin, BASE.deleteHoliday, { id }));
    expect(await count()).toBe(1);
    expect(bodyOf(await get(`${BASE.getHolidayList}?year=2030`, admin)).map((h: Json) => h.day)).toEqual([
      '2030-03-09',
    ]);
    expect(await actions('holiday')).toEqual(['create', 'update', 'create', 'delete']);
  });

  it.each([
    [{ day: '2030-02-30', dayType: '00', name: 'x' }, 'day', 'invalidDate'],
    [{ day: '', dayType: '00', name: 'x' }, 'day', 'required'],
    [{ day: '2030-03-01', dayType: '02', name: 'x' }, 'dayType', 'select'],
    [{ day: '2030-03-01', dayType: '00', name: '' }, 'name', 'required'],
  ])('refuses holiday %o naming the field and rule', async (body, field, rule) => {
    expect(refusal(await post(t, admin, BASE.saveHoliday, body), 400)).toMatchObject({
      ret: '1001',
      field,
      rule,
    });
  });

  it('seeds the procurement-cycle defaults and edits configuration per type', async () => {
    const biz = bodyOf(await post(t, admin, SET.getSystemConfigPage, { configType: '01' }));
    const values = Object.fromEntries(biz.records.map((r: Json) => [r.configKey, r.configValue]));
    expect(values).toMatchObject({ quoteMinDays: '5', amendMinDays: '3', publicityDays: '3' });
    expect(await t.services.adminConfig.systemConfigs.procurementDays('quoteMinDays')).toBe(5);
    const quote = biz.records.find((r: Json) => r.configKey === 'quoteMinDays');
    bodyOf(
      await post(t, admin, SET.saveOrUpdateSystemConfig, {
        id: quote.id,
        configType: '01',
        configKey: 'quoteMinDays',
        configValue: '7',
      }),
    );
    expect(await t.services.adminConfig.systemConfigs.procurementDays('quoteMinDays')).toBe(7);
    expect(bodyOf(await get(`${SET.getSystemConfig}?id=${quote.id}`, admin))).toMatchObject({
      configValue: '7',
    });
    const dup = { configType: '01', configKey: 'quoteMinDays', configValue: '1' };
    expect(refusal(await post(t, admin, SET.saveOrUpdateSystemConfig, dup), 409)).toMatchObject({
      field: 'configKey',
      rule: 'unique',
    });
    // The same key in the other type is another entry.
    const other = bodyOf(
      await post(t, admin, SET.saveOrUpdateSystemConfig, { ...dup, configType: '00', remark: 'sys' }),
    ).id;
    const search = bodyOf(
      await post(t, admin, SET.getSystemConfigPage, { configType: '00', configKey: 'QUOTE' }),
    );
    expect(search.records.map((r: Json) => r.id)).toEqual([other]);
    bodyOf(await post(t, admin, SET.deleteSystemConfig, { id: quote.id }));
    expect(await t.services.adminConfig.systemConfigs.procurementDays('quoteMinDays')).toBe(5);
    expect(await actions('systemConfig')).toEqual(['update', 'create', 'delete']);
  });

  it('answers the system source publicly, refined per request type', async () => {
    expect(bodyOf(await get(SET.getSystemSource))).toEqual({ systemSource: '00' });
    await post(t, admin, SET.saveOrUpdateSystemConfig, {
      configType: '00',
      configKey: 'systemSource.02',
      configValue: '01',
    });
    expect(bodyOf(await get(`${SET.getSystemSource}?requestType=02`))).toEqual({ systemSource: '01' });
    expect(bodyOf(await get(`${SET.getSystemSource}?requestType=03`))).toEqual({ systemSource: '00' });
  });

  it('serves the registration agreement publicly in each language and edits agreements', async () => {
    const en = bodyOf(await get(`${SET.getAgreement}?code=REGISTER&language=en`));
    expect(en).toMatchObject({ code: 'REGISTER', language: 'en', title: 'User registration agreement' });
    expect(bodyOf(await get(`${SET.getAgreement}?code=REGISTER&langCode=fr`)).title).toBe(
      "Conditions d'inscription",
    );
    expect(refusal(await get(`${SET.getAgreement}?code=NOPE`), 404).ret).toBe('1003');

    const page = bodyOf(await post(t, admin, SET.getAgreementPage, { title: 'registration' }));
    const register = page.records[0];
    expect(register).toMatchObject({ code: 'REGISTER', builtIn: true });
    expect(refusal(await post(t, admin, SET.deleteAgreement, { id: register.id }), 409).rule).toBe(
      'builtInAgreement',
    );
    const edited = { ...register, titleEn: 'Terms of registration' };
    bodyOf(await post(t, admin, SET.saveOrUpdateAgreement, edited));
    expect(bodyOf(await get(`${SET.getAgreement}?code=REGISTER&language=en`)).title).toBe(
      'Terms of registration',
    );
    expect(
      refusal(await post(t, admin, SET.saveOrUpdateAgreement, { ...edited, code: 'RENAMED' }), 400).rule,
    ).toBe('builtInAgreementCode');
    const privacy = {
      code: 'PRIVACY',
      titleZh: '隐私',
      titleEn: 'Privacy',
      titleFr: 'Confidentialité',
      contentZh: '内容',
      contentEn: 'Text',
      contentFr: 'Texte',
    };
    const { id } = bodyOf(await post(t, admin, SET.saveOrUpdateAgreement, privacy));
    expect(refusal(await post(t, admin, SET.saveOrUpdateAgreement, privacy), 409).field).toBe('code');
    expect(
      refusal(await post(t, admin, SET.saveOrUpdateAgreement, { ...privacy, contentFr: ' ' }), 400),
    ).toMatchObject({ field: 'contentFr', rule: 'required' });
    expect(bodyOf(await get(`${SET.getAgreementDetail}?id=${id}`, admin))).toMatchObject({
      builtIn: false,
      contentEn: 'Text',
    });
    bodyOf(await post(t, admin, SET.deleteAgreement, { id }));
    expect(await actions('agreement')).toEqual(['update', 'create', 'delete']);
  });

  it('replays a save with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'region-save-0001' };
    const body = { code: '500000', name: '重庆市' };
    const first = bodyOf(await post(t, admin, BASE.saveOrUpdateRegion, body, headers));
    expect(bodyOf(await post(t, admin, BASE.saveOrUpdateRegion, body, headers))).toEqual(first);
    const conflictingReuse = await post(t, admin, BASE.saveOrUpdateRegion, { ...body, name: '渝' }, headers);
    expect(refusal(conflictingReuse, 422).ret).toBe('1002');
  });

  it.each(['supplier01', 'buyer01', 'agent01'])('refuses %s on the configuration screens', async (login) => {
    const token = await signIn(t, login);
    for (const [path, body] of [
      [BASE.getRegionTree, {}],
      [BASE.saveHoliday, { day: '2031-01-01', dayType: '00', name: 'x' }],
      [SET.getSystemConfigPage, { configType: '01' }],
      [SET.deleteSystemConfig, { id: 'x' }],
      [SET.saveOrUpdateAgreement, { code: 'X' }],
    ] as const) {
      expect(refusal(await post(t, token, path, body), 403).ret).toBe('1004');
    }
  });
});
