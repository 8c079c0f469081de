import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { MONITOR_PATHS } from '@/shared/contracts/admin-monitor';
import { TENDER_PATHS as PATHS } from '@/shared/contracts/tender-paths';
import { TOOLS_PATHS } from '@/shared/contracts/tools';
import { authed, signIn } from './support/sign-in';
import { createTestApp, createTestDatabase, TARGETS, type TestApp } from './support/test-app';

/*
 * Part of the deadline suite (vite.config.ts runs it with TZ=UTC and TZ=Asia/Shanghai): deadlines typed
 * without a zone are Beijing time (the default business zone), whatever the zone of the host.
 */
describe.each(TARGETS)('business time zone of deadlines on %s', (target) => {
  let t: TestApp;
  let buyer: string;
  let admin: string;

  const call = (path: string, token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(token), 'idempotency-key': crypto.randomUUID() },
    });
  const project = (over: object) => ({
    name: 'Quay lighting',
    tenderMethod: '01',
    budget: '120000.00',
    signupEndTime: '2026-12-01 17:00',
    quoteEndTime: '2026-12-10 17:00',
    ...over,
  });
  const stored = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('tender_projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(target);
    buyer = await signIn(t, 'buyer01');
    admin = await signIn(t, 'admin01');
  });
  afterAll(async () => t?.close());

  it('tells clients the business zone with the time', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/bidprocurement${TOOLS_PATHS.getTime}` });
    expect(res.json().body).toMatchObject({ time: t.clock.now().getTime(), timeZone: 'Asia/Shanghai' });
  });

  it('stores a zone-less 17:00 deadline as 09:00 UTC, and an explicit instant as it is', async () => {
    const res = await call(PATHS.projectSave, buyer, project({ quoteEndTime: '2026-12-10T17:00' }));
    expect(res.json().header.ret).toBe('0');
    const body = res.json().body;
    expect(body.signupEndTime).toBe('2026-12-01T09:00:00.000Z');
    expect(body.quoteEndTime).toBe('2026-12-10T09:00:00.000Z');
    const row = await t.database.db
      .selectFrom('tender_projects')
      .select(['signup_end_time', 'quote_end_time'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect([row.signup_end_time, row.quote_end_time].map((v) => new Date(v).toISOString())).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-10T09:00:00.000Z',
    ]);
    const explicit = await call(PATHS.projectSave, buyer, project({ signupEndTime: '2026-12-01T17:00:00Z' }));
    expect(explicit.json().body.signupEndTime).toBe('2026-12-01T17:00:00.000Z');
  });

  it.each([
    ['2025-02-30 17:00', 'invalidDate', 'The date format is incorrect'],
    ['2026-12-10 24:61', 'invalidDate', 'The date format is incorrect'],
    ['+010000-01-01T00:00:00.000Z', 'invalidDate', 'The date format is incorrect'],
    ['2101-01-01 00:00', 'dateOutOfRange', 'Enter a date-time between the years 2000 and 2100'],
  ])(
    'refuses the quote end %s (%s), naming the field, and stores nothing',
    async (quoteEndTime, rule, message) => {
      const before = await stored();
      const header = (await call(PATHS.projectSave, buyer, project({ quoteEndTime }))).json().header;
      expect(header).toMatchObject({ ret: '1001', field: 'quoteEndTime', rule, message });
      expect(await stored()).toBe(before);
    },
  );

  it('reads zone-less search times in the business zone and refuses impossible ones', async () => {
    const page = (body: object) => call(MONITOR_PATHS.systemLogPage, admin, body);
    const ok = await page({ startTime: '2026-11-20 08:00:00', endTime: '2026-11-21T00:00:00Z' });
    expect(ok.json().header.ret).toBe('0');
    const bad = (await page({ startTime: '2026-02-30 08:00' })).json().header;
    expect(bad).toMatchObject({ ret: '1001', field: 'startTime', rule: 'invalidDate' });
  });
});

describe('the business zone setting', () => {
  it('defaults to Asia/Shanghai, takes BUSINESS_TIME_ZONE, and refuses an unknown zone', () => {
    expect(loadConfig({}).businessTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'Europe/Paris' }).businessTimeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'Beijing' })).toThrow(/BUSINESS_TIME_ZONE/);
  });

  it('is what getTime tells clients', async () => {
    const db = await createTestDatabase('sqlite');
    const config = { ...loadConfig({ BUSINESS_TIME_ZONE: 'Europe/Paris' }), seedDemo: false };
    const { app } = await buildApp(
      { ...config, clientDir: undefined, logLevel: 'silent' },
      { logger: false, database: db.database },
    );
    try {
      const res = await app.inject({ method: 'GET', url: `/bidprocurement${TOOLS_PATHS.getTime}` });
      expect(res.json().body.timeZone).toBe('Europe/Paris');
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});
