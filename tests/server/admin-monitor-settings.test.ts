import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@/shared/contracts/admin-material';
import { MONITOR_PATHS as PATHS } from '@/shared/contracts/admin-monitor';
import { randomId } from '@/shared/format/random-id';
import { createCacheService } from '@/server/features/monitor/cache-service';
import { ANONYMOUS } from '@/server/lib/request-context';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  const done = (ok: boolean) => {
    socket.destroy();
    resolve(ok);
  };
  socket.setTimeout(1000, () => done(false));
  socket.once('connect', () => done(true));
  socket.once('error', () => done(false));
});

describe.each(TARGETS)('caches, API catalogue, data permissions and experts on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const call = (path: string, body: Record<string, unknown> = {}) => post(t, admin, path, body);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
  }, 30_000);
  afterAll(async () => t?.close());

  it('lists the in-memory caches with sizes and clears one', async () => {
    bodyOf(await call(MATERIAL_PATHS.categoryTree));
    const list = bodyOf(await call(PATHS.cacheList));
    expect(list.redis).toEqual({ enabled: false, keys: [], truncated: false, error: null });
    const size = (name: string) => list.memory.find((c: Json) => c.name === name)?.size;
    expect(size('permissions')).toBeGreaterThan(0);
    expect(size('localeBundles')).toBeGreaterThanOrEqual(0);
    expect(bodyOf(await call(PATHS.cacheClear, { kind: 'memory', name: 'permissions' }))).toEqual({
      cleared: 1,
    });
    expect(t.services.permissions.cachedRoleIds()).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'cache')
      .execute();
    expect(audit[0]).toMatchObject({ entity_id: 'memory:permissions', action: 'clear' });
    expect(refusal(await call(PATHS.cacheClear, { kind: 'memory', name: 'nope' }), 404).field).toBe('name');
    refusal(await call(PATHS.cacheClear, { kind: 'redis', name: '*' }), 409);
    expect(refusal(await call(PATHS.cacheClear, { kind: 'disk', name: '*' }), 400)).toMatchObject({
      field: 'kind',
    });
  });

  it('groups cache keys by prefix', async () => {
    bodyOf(await call(MATERIAL_PATHS.categoryTree));
    const groups = bodyOf(await call(PATHS.cacheGroups));
    const permissions = groups.find((g: Json) => g.prefix === 'memory:permissions');
    expect(permissions).toMatchObject({ kind: 'memory', count: 1 });
    expect(permissions.keys).toHaveLength(1);
  });

  it('lists every API route with the check that guards it', async () => {
    // Every page of the catalogue (over 300 routes since issue 17), at the largest page size.
    const records: Json[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = bodyOf(await call(PATHS.apiList, { pageNo, pageSize: 300 }));
      records.push(...page.records);
      if (records.length >= page.total || page.records.length === 0) break;
    }
    const all = { records };
    const find = (url: string) => all.records.find((r: Json) => r.url === `/bidprocurement${url}`);
    expect(find(PATHS.apiList)).toMatchObject({ method: 'POST', permission: 'apiManageList' });
    expect(find('/common-common/tools/getTime')?.permission).toBe('public');
    expect(find('/common-common/login/login/getMenu')?.permission).toBe('session');
    const filtered = bodyOf(await call(PATHS.apiList, { permission: 'materialItem-audit' }));
    expect(filtered.total).toBe(3);
    expect(all.records.some((r: Json) => r.method === 'HEAD')).toBe(false);
  });

  it('maintains data permissions and answers scopeOf', async () => {
    const roles = await t.database.db.selectFrom('roles').select(['id', 'code']).execute();
    const buyerRole = roles.find((r) => r.code === 'FORMAL_BUYER')?.id as string;
    expect(await t.services.dataPermissions.scopeOf(buyerRole)).toBe('02');
    const saved = bodyOf(await call(PATHS.dataPermissionSave, { roleId: buyerRole, scope: '01' }));
    expect(saved).toMatchObject({ roleCode: 'FORMAL_BUYER', scope: '01' });
    expect(await t.services.dataPermissions.scopeOf(buyerRole)).toBe('01');
    const orgs = await t.database.db.selectFrom('organisations').select(['id', 'code']).execute();
    const group = orgs.find((o) => o.code === 'GROUP')?.id as string;
    const visible = await t.services.dataPermissions.departIdsInScope({ roleId: buyerRole, departId: group });
    expect(visible?.length).toBe(3);
    expect(refusal(await call(PATHS.dataPermissionSave, { roleId: buyerRole, scope: '00' }), 409).field).toBe(
      'roleId',
    );
    expect(
      refusal(await call(PATHS.dataPermissionSave, { roleId: buyerRole, scope: '09' }), 400),
    ).toMatchObject({
      field: 'scope',
      rule: 'select',
    });
    bodyOf(await call(PATHS.dataPermissionEdit, { id: saved.id, scope: '00' }));
    expect(
      await t.services.dataPermissions.departIdsInScope({ roleId: buyerRole, departId: group }),
    ).toBeNull();
    const page = bodyOf(await call(PATHS.dataPermissionPage, { role: 'buyer' }));
    expect(page).toMatchObject({ total: 1, records: [{ scope: '00' }] });
    bodyOf(await call(PATHS.dataPermissionDelete, { id: saved.id }));
    expect(bodyOf(await call(PATHS.dataPermissionPage)).total).toBe(0);
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'dataPermission')
      .orderBy('seq')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('replays a data permission save with the same Idempotency-Key', async () => {
    const roles = await t.database.db.selectFrom('roles').select(['id', 'code']).execute();
    const body = { roleId: roles.find((r) => r.code === 'FORMAL_AGENT')?.id as string, scope: '02' };
    const headers = { 'idempotency-key': 'data-permission-0001' };
    const a = bodyOf(await post(t, admin, PATHS.dataPermissionSave, body, headers));
    expect(bodyOf(await post(t, admin, PATHS.dataPermissionSave, body, headers)).id).toBe(a.id);
  });

  it('pages expert accounts with their organisation', async () => {
    const page = bodyOf(await call(PATHS.expertPage));
    // expert01 and tempexpert01, and the demo's expert library expert02..expert05 (issue 19).
    expect(page.total).toBe(6);
    expect(page.records.map((r: Json) => r.loginName).sort()).toEqual([
      'expert01',
      'expert02',
      'expert03',
      'expert04',
      'expert05',
      'tempexpert01',
    ]);
    expect(page.records[0]).toMatchObject({ departName: '评标专家库', status: '00' });
    expect(bodyOf(await call(PATHS.expertPage, { roleCode: 'TEMP_EXPERT' })).records[0].loginName).toBe(
      'tempexpert01',
    );
    expect(bodyOf(await call(PATHS.expertPage, { keyword: '13800000009' })).total).toBe(1);
  });

  it.each([
    PATHS.cacheList,
    PATHS.cacheClear,
    PATHS.cacheGroups,
    PATHS.apiList,
    PATHS.dataPermissionSave,
    PATHS.expertPage,
  ])('refuses supplier01 on %s', async (path) => {
    const supplier = await signIn(t, 'supplier01');
    expect(refusal(await post(t, supplier, path, { kind: 'memory', name: '*' }), 403).ret).toBe('1004');
  });

  it.skipIf(!redisUp)('lists, groups and clears Redis keys under bidline: only', async () => {
    const tag = `t${randomId().slice(0, 10)}`;
    const redis = new Redis(REDIS_URL);
    await redis.set(`bidline:${tag}:a`, '1');
    await redis.set(`bidline:${tag}:b`, '2');
    await redis.set(`other:${tag}`, '3');
    const cache = createCacheService({
      database: t.database,
      clock: t.clock,
      audit: t.services.audit,
      registry: t.services.caches,
      redisUrl: REDIS_URL,
    });
    try {
      const listed = await cache.list();
      expect(listed.redis.keys).toEqual(expect.arrayContaining([`bidline:${tag}:a`, `bidline:${tag}:b`]));
      expect(listed.redis.keys).not.toContain(`other:${tag}`);
      const group = (await cache.groups()).find((g) => g.prefix === `bidline:${tag}:`);
      expect(group).toMatchObject({ kind: 'redis', count: 2 });
      const ctx = { actor: { ...ANONYMOUS, userId: 'tester' }, lang: 'en' as const, requestId: 'r1' };
      await expect(cache.clear(ctx, { kind: 'redis', name: `other:${tag}` })).rejects.toMatchObject({
        rule: 'prefix',
      });
      expect(await cache.clear(ctx, { kind: 'redis', name: `bidline:${tag}:*` })).toEqual({ cleared: 2 });
      expect(await redis.exists(`other:${tag}`)).toBe(1);
    } finally {
      await redis.del(`other:${tag}`, `bidline:${tag}:a`, `bidline:${tag}:b`);
      redis.disconnect();
      await cache.close();
    }
  });
});
