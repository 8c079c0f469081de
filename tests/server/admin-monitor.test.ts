import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@/shared/contracts/admin-material';
import { MONITOR_PATHS as PATHS } from '@/shared/contracts/admin-monitor';
import { maskedPath } from '@/server/features/monitor/access-log';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('system log, access records and platform log on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const call = (path: string, body: Record<string, unknown> = {}) => post(t, admin, path, body);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    bodyOf(await call(MATERIAL_PATHS.categorySave, { code: 'LOG1', name: 'Logged' }));
  }, 30_000);
  afterAll(async () => t?.close());

  it('pages the audit log by actor, entity type, action and time range', async () => {
    const byType = bodyOf(await call(PATHS.systemLogPage, { entityType: 'materialCategory' }));
    expect(byType.total).toBe(1);
    expect(byType.records[0]).toMatchObject({
      action: 'create',
      actorName: '平台管理员',
      actorRole: 'SYS_ADMIN',
    });
    expect(
      bodyOf(await call(PATHS.systemLogPage, { actor: 'admin01', action: 'create' })).total,
    ).toBeGreaterThan(0);
    expect(bodyOf(await call(PATHS.systemLogPage, { actor: 'nobody-at-all' })).total).toBe(0);
    const at = byType.records[0].at as string;
    const inRange = { entityType: 'materialCategory', startTime: at, endTime: '2099-01-01 00:00:00' };
    expect(bodyOf(await call(PATHS.systemLogPage, inRange)).total).toBe(1);
    const before = { entityType: 'materialCategory', endTime: '2020-01-01T00:00:00Z' };
    expect(bodyOf(await call(PATHS.systemLogPage, before)).total).toBe(0);
    expect(refusal(await call(PATHS.systemLogPage, { startTime: 'yesterday' }), 400)).toMatchObject({
      field: 'startTime',
      rule: 'invalidDate',
    });
  });

  it('records API calls in batches with secrets masked, and pages them', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${PATHS.cacheList}?token=s3cret&langCode=en`,
      headers: { 'x-auth-token': admin },
    });
    await t.services.monitor.accessLog.flush();
    const page = bodyOf(await call(PATHS.accessLogPage, { path: 'cache/list' }));
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ method: 'POST', status: 200, userName: '平台管理员' });
    expect(page.records[0].path).toBe(`/bidprocurement${PATHS.cacheList}?token=***&langCode=en`);
    const refused = bodyOf(await call(PATHS.accessLogPage, { status: 401 }));
    expect(refused.records.every((r: Json) => r.status === 401)).toBe(true);
    expect(refusal(await call(PATHS.accessLogPage, { status: 99 }), 400).field).toBe('status');
  });

  it('writes a batch as soon as 200 rows wait, and what is left on close', async () => {
    const log = t.services.monitor.accessLog;
    await log.flush();
    for (let i = 0; i < 199; i += 1)
      log.record({
        method: 'GET',
        path: `/batch/${i}`,
        status: 200,
        duration_ms: 1,
        user_id: null,
        ip: null,
      });
    expect(log.pending()).toBe(199);
    log.record({ method: 'GET', path: '/batch/199', status: 200, duration_ms: 1, user_id: null, ip: null });
    expect(log.pending()).toBe(0);
    await log.flush();
    expect(bodyOf(await call(PATHS.accessLogPage, { path: '/batch/', pageSize: 10 })).total).toBe(200);
  });

  it('masks secret query values only', () => {
    expect(maskedPath('/a/b?password=x&id=7&smsCode=123456&typeCode=T')).toBe(
      '/a/b?password=***&id=7&smsCode=***&typeCode=T',
    );
    expect(maskedPath('/plain')).toBe('/plain');
  });

  it('records docking-platform calls through services.platformLog and pages them', async () => {
    await t.services.platformLog.record({
      platform: 'sms',
      endpoint: 'send REGISTER_CODE',
      success: true,
      durationMs: 12,
    });
    await t.services.platformLog.record({
      platform: 'sms',
      endpoint: 'send RETRIEVE_CODE',
      success: false,
      error: new Error('gateway timeout'),
      request: { phone: '138****0001' },
    });
    const failures = bodyOf(await call(PATHS.platformLogPage, { platform: 'sms', status: '01' }));
    expect(failures.total).toBe(1);
    expect(failures.records[0]).toMatchObject({
      error: 'gateway timeout',
      request: '{"phone":"138****0001"}',
    });
    expect(bodyOf(await call(PATHS.platformLogPage, { endpoint: 'register' })).total).toBe(1);
  });

  it.each([
    ['supplier01', PATHS.systemLogPage],
    ['supplier01', PATHS.accessLogPage],
    ['expert01', PATHS.platformLogPage],
  ])('refuses %s on %s', async (login, path) => {
    const token = await signIn(t, login);
    expect(refusal(await post(t, token, path), 403).ret).toBe('1004');
  });
});
