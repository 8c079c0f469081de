import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MENU_PATHS as PATHS } from '@/shared/contracts/admin-config-menus';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const entry = (fields: Record<string, unknown>) => ({ labelKey: 'menu:home', menuType: '00', ...fields });

describe.each(TARGETS)('top menu and icon administration on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const idOf = (name: string) => ids[name] as string;

  const get = (path: string, token = admin) =>
    t.app.inject({ method: 'GET', url: `/bidprocurement${path}`, headers: authed(token) });
  const auditOf = (entityId: string) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('seq')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    ids.root = bodyOf(
      await post(t, admin, PATHS.addFunction, entry({ functionName: 'Qx root', functionLevel: 0 })),
    ).id;
    ids.group = bodyOf(
      await post(
        t,
        admin,
        PATHS.addFunction,
        entry({ functionName: 'Qx group', functionLevel: 1, parentId: idOf('root') }),
      ),
    ).id;
  });
  afterAll(async () => t?.close());

  it('sets and unsets top entries, only at level 0', async () => {
    const candidates = bodyOf(await post(t, admin, PATHS.getTopFunctionSelectList, {}));
    expect(candidates.map((c: Json) => c.id)).toContain(idOf('root'));
    expect(candidates.every((c: Json) => c.functionLevel === 0 && !c.isTop)).toBe(true);
    bodyOf(await post(t, admin, PATHS.updateTopFunction, { id: idOf('root'), isTop: true, sort: 50 }));
    const tops = bodyOf(await post(t, admin, PATHS.getTopFunctionManageList, {}));
    expect(tops.map((e: Json) => e.id)).toEqual(expect.arrayContaining([idOf('root')]));
    const one = bodyOf(await get(`${PATHS.getTopFunctionManageList}?id=${idOf('root')}`));
    expect(one).toHaveLength(1);
    const withSelf = bodyOf(await post(t, admin, `${PATHS.getTopFunctionSelectList}?id=${idOf('root')}`));
    expect(withSelf.map((c: Json) => c.id)).toContain(idOf('root'));
    expect(
      refusal(await post(t, admin, PATHS.updateTopFunction, { id: idOf('group'), isTop: true }), 409).rule,
    ).toBe('topLevelOnly');
    bodyOf(await post(t, admin, PATHS.updateTopFunction, { id: idOf('root'), isTop: false }));
    expect((await auditOf(idOf('root'))).map((a) => a.action)).toEqual(['create', 'setTop', 'setTop']);
  });

  it('manages icons with unique style names', async () => {
    const page = bodyOf(
      await post(t, admin, PATHS.getIconPage, { iconStyle: 'set', pageNo: 1, pageSize: 10 }),
    );
    expect(page.records.map((r: Json) => r.iconStyle)).toContain('setting');
    const { id } = bodyOf(
      await post(t, admin, PATHS.saveOrUpdateIcon, { iconStyle: 'rocket', name: 'Rocket' }),
    );
    bodyOf(
      await post(t, admin, PATHS.saveOrUpdateIcon, { id, iconStyle: 'rocket', name: 'Rocket 2', sort: 99 }),
    );
    expect(
      refusal(await post(t, admin, PATHS.saveOrUpdateIcon, { iconStyle: 'rocket', name: 'x' }), 409).field,
    ).toBe('iconStyle');
    expect(
      refusal(await post(t, admin, PATHS.saveOrUpdateIcon, { iconStyle: 'Bad Name', name: 'x' }), 400).rule,
    ).toBe('iconFormat');
    const all = bodyOf(await get(PATHS.getIconSelectList));
    expect(all.find((i: Json) => i.id === id)).toMatchObject({ name: 'Rocket 2', sort: 99 });
    bodyOf(await post(t, admin, PATHS.deleteIcon, { id }));
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});
