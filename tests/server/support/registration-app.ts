import { afterAll, beforeAll } from 'vitest';
import { registrationRoutes } from '@/server/features/registration/routes';
import { createRegistrationService } from '@/server/features/registration/service';
import { createLogProvider } from '@/server/features/sms/provider';
import { createSmsService, type SmsService } from '@/server/features/sms/service';
import type { Clock } from '@/server/lib/clock';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import { creditCodeCheckChar } from '@/shared/validation/identifiers';
import { createTestApp, type TargetName, type TestApp } from './test-app';
import { latestSmsCode } from './sms-log';

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const randomPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** 17 random characters of the GB 32100 set and their check character. */
export const randomCreditCode = () => {
  const body = Array.from(
    { length: 17 },
    () => CREDIT_CHARS[Math.floor(Math.random() * CREDIT_CHARS.length)],
  ).join('');
  return body + creditCodeCheckChar(body);
};
export const randomLoginName = () => `s${randomId(8)}1`;
export const PASSWORD = 'Abcd1234!';

/**
 * A test app serving the registration routes under /t with a fake picture check (captchaId 'ok'),
 * started before and closed after the calling suite, and the calls and fixtures its tests share.
 */
export function useRegistrationApp(target: TargetName) {
  let t: TestApp;
  let sms: SmsService;

  beforeAll(async () => {
    t = await createTestApp(target, {
      extraRoutes: async (api, services, database) => {
        const clock: Clock = { now: () => t.clock.now() };
        sms = createSmsService(database, clock, createLogProvider());
        const registration = createRegistrationService({
          database,
          clock,
          sms,
          audit: services.audit,
          verifyPicture: async (captchaId) => captchaId === 'ok',
        });
        // Under /t: the app serves the real routes with the real captcha; these use a fake picture check.
        await api.register(registrationRoutes(registration), { prefix: '/t' });
      },
    });
    await sms.ensureTemplates();
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/bidprocurement/t${path}?langCode=en`, payload });
  const sendCode = (phone: string, captchaId = 'ok') =>
    post(AUTH_PATHS.registerSendCode, { phone, captchaId, pictureCode: 'AB12' });
  const codeFor = (phone: string) => latestSmsCode(db(), phone);
  const counts = async () => ({
    users: (await db().selectFrom('users').select('id').execute()).length,
    orgs: (await db().selectFrom('organisations').select('id').execute()).length,
    pairs: (await db().selectFrom('user_roles').select('id').execute()).length,
    registrations: (await db().selectFrom('supplier_registrations').select('id').execute()).length,
  });
  const enterprise = (phone: string, smsCode: string, over: Record<string, unknown> = {}) => ({
    customerType: '00',
    enterpriseName: '远景科技有限公司',
    creditCode: randomCreditCode(),
    enterpriseCode: 'ENT001',
    loginName: randomLoginName(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    contactName: '张三',
    contactPhone: phone,
    captchaId: 'spent',
    pictureCode: 'AB12',
    smsCode,
    agreement: true,
    ...over,
  });
  const individual = (phone: string, smsCode: string, over: Record<string, unknown> = {}) => ({
    customerType: '01',
    idType: '01',
    idNumber: 'E12345678',
    name: '李四',
    loginName: randomLoginName(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    contactName: 'Li Si',
    contactPhone: phone,
    captchaId: 'spent',
    pictureCode: 'AB12',
    smsCode,
    agreement: true,
    ...over,
  });

  return { testApp: () => t, db, post, sendCode, codeFor, counts, enterprise, individual };
}
