import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retrievalRoutes } from '@/server/features/retrieval/routes';
import { createRetrievalService } from '@/server/features/retrieval/service';
import { createLogProvider } from '@/server/features/sms/provider';
import { createSmsService, type SmsService } from '@/server/features/sms/service';
import type { Clock } from '@/server/lib/clock';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { DEPART_USER_PATHS as DU } from '@/shared/contracts/org-depart-users';
import { bodyOf, type Json, post } from './support/admin-call';
import { orgFixtures } from './support/org-fixtures';
import { signIn } from './support/sign-in';
import { latestSmsCode } from './support/sms-log';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PASSWORD = 'Newpass#2026';

/**
 * One phone, one stored form: an organisation user typed in as '+86 138-0013-8000' is stored as
 * '13800138000', so password retrieval by the plain number (or any other typing of it) finds them.
 */
describe.each(TARGETS)('phones stored in one form on %s', (target) => {
  let t: TestApp;
  let sms: SmsService;
  let admin: string;
  const fx = orgFixtures(() => t);

  beforeAll(async () => {
    t = await createTestApp(target, {
      extraRoutes: async (api, services, database) => {
        const clock: Clock = { now: () => t.clock.now() };
        sms = createSmsService(database, clock, createLogProvider());
        const retrieval = createRetrievalService({
          database,
          clock,
          sms,
          audit: services.audit,
          verifyPicture: async (captchaId) => captchaId === 'ok',
          revokeAllSessions: async () => {},
        });
        // Under /t with a fake picture check, as in retrieval.test.ts.
        await api.register(retrievalRoutes(retrieval), { prefix: '/t' });
      },
    });
    await sms.ensureTemplates();
    admin = await signIn(t, 'admin01');
  });
  afterAll(async () => t?.close());

  const retrieve = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/bidprocurement/t${path}?langCode=en`, payload });
  const storedPhone = async (loginName: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('phone')
        .where('login_name', '=', loginName)
        .executeTakeFirstOrThrow()
    ).phone;

  it('stores an added user as the 11 digits and lets them retrieve the password by them', async () => {
    const added = await post(t, admin, DU.addDepartUser, {
      departId: await fx.orgId('GROUP-PROC'),
      roleId: await fx.roleId('TEMP_BUYER'),
      loginName: 'phoneform01',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      name: '号码测试',
      phone: '+86 138-0013-8000',
    });
    bodyOf(added);
    expect(await storedPhone('phoneform01')).toBe('13800138000');

    for (const account of ['13800138000', '+86 138 0013 8000']) {
      const checked = await retrieve(AUTH_PATHS.retrieveCheck, {
        account,
        captchaId: 'ok',
        pictureCode: 'AB12',
      });
      const ticket = bodyOf(checked).ticket as string;
      bodyOf(await retrieve(AUTH_PATHS.retrieveSendCode, { ticket }));
      // The code went to the account's phone: only a known account gets a real message.
      const code = await latestSmsCode(t.database.db, '13800138000');
      const verified = await retrieve(AUTH_PATHS.retrieveCodeCheck, { ticket, smsCode: code });
      expect(verified.json().header.ret, account).toBe('0');
      t.clock.advance(61_000);
    }
  });

  it('stores an edited phone as the 11 digits and finds it by a typed fragment', async () => {
    const departId = await fx.orgId('GROUP-PROC');
    const page = bodyOf(await post(t, admin, DU.getDepartUserPage, { departId, loginName: 'phoneform01' }));
    const userId = page.records[0].id as string;
    bodyOf(
      await post(t, admin, DU.updateDepartUser, {
        userId,
        departId,
        name: '号码测试',
        phone: '0086 139-0000-0077',
      }),
    );
    expect(await storedPhone('phoneform01')).toBe('13900000077');
    const found = bodyOf(await post(t, admin, DU.getDepartUserPage, { phone: '139-0000-0077' }));
    expect(found.records.map((r: Json) => r.loginName)).toEqual(['phoneform01']);
  });
});
