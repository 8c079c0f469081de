import { beforeAll, describe, expect, it } from 'vitest';
import type { SmsService } from '@/server/features/sms/service';
import { translate } from '@/server/lib/translate';
import { randomPhone, rejection, useSmsApp } from './support/sms-app';
import { TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('SMS codes on %s', (target) => {
  const fixture = useSmsApp(target);
  const { db, send, lastCode } = fixture;
  let t: TestApp;
  let sms: SmsService;
  beforeAll(() => {
    ({ t, sms } = fixture.state);
  });

  it('seeds both templates once and keeps an administrator edit', async () => {
    await db()
      .updateTable('sms_templates')
      .set({ content: '验证码{{code}}' })
      .where('code', '=', 'RETRIEVE_CODE')
      .execute();
    await sms.ensureTemplates();
    const rows = await db()
      .selectFrom('sms_templates')
      .select(['code', 'content'])
      .where('code', 'not like', 'NOTIFY_%') // the notifications' event templates (issue 17)
      .orderBy('code')
      .execute();
    expect(rows.map((r) => r.code)).toEqual(['REGISTER_CODE', 'RETRIEVE_CODE']);
    expect(rows[0]?.content).toContain('{{code}}');
    expect(rows[0]?.content).toContain('{{minutes}}分钟');
    expect(rows[1]?.content).toBe('验证码{{code}}');
  });

  it('sends a 6-digit code in Chinese, records it in sms_log and stores only its hash', async () => {
    const phone = randomPhone();
    expect(await send(phone)).toEqual({ retryAfter: 60 });
    const log = await db().selectFrom('sms_log').selectAll().where('phone', '=', phone).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      template_code: 'REGISTER_CODE',
      provider: 'log',
      status: 'sent',
      error: null,
    });
    expect(log[0]?.content).toMatch(/注册验证码为\d{6}，5分钟内有效/);
    const code = await lastCode(phone);
    const stored = await db().selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.code_hash).not.toContain(code);
  });

  it('allows one code per phone and purpose per 60 s and says how long to wait', async () => {
    const phone = randomPhone();
    await send(phone);
    t.clock.advance(20_000);
    const error = await rejection(send(phone));
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      messageKey: 'auth-server:smsTooSoon',
      vars: { seconds: 40 },
    });
    // Another purpose has its own 60 s.
    expect(await send(phone, 'retrieve')).toEqual({ retryAfter: 60 });
    t.clock.advance(40_000);
    expect(await send(phone)).toEqual({ retryAfter: 60 });
  });

  it('words the throttle message with the seconds left', async () => {
    const phone = randomPhone();
    await send(phone);
    t.clock.advance(15_000);
    const error = await rejection(send(phone));
    expect(translate('en', error.messageKey, error.vars as Record<string, number>)).toBe(
      'Please wait 45 seconds before requesting another verification code',
    );
  });

  it('lets exactly one of several parallel sends to one phone through', async () => {
    const phone = randomPhone();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => send(phone)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db().selectFrom('sms_log').select('id').where('phone', '=', phone).execute()).toHaveLength(
      1,
    );
  });

  it('caps a phone at 10 codes in 24 hours across purposes', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 10; i += 1) {
      await send(phone, i % 2 ? 'retrieve' : 'register');
      t.clock.advance(61_000);
    }
    expect(await rejection(send(phone))).toMatchObject({
      code: 'RATE_LIMITED',
      messageKey: 'auth-server:smsDailyCap',
    });
    t.clock.advance(24 * 3600 * 1000);
    expect(await send(phone)).toEqual({ retryAfter: 60 });
  });

  it('lists the log newest first, by page and phone', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 3; i += 1) {
      await send(phone, i === 1 ? 'retrieve' : 'register');
      t.clock.advance(61_000);
    }
    const page = await sms.listLog({ phone: `+86${phone}`, pageNo: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.records).toHaveLength(2);
    expect((page.records[0]?.createdAt ?? '') > (page.records[1]?.createdAt ?? '')).toBe(true);
    expect(page.records[0]).toMatchObject({ phone, provider: 'log', status: 'sent' });
    const second = await sms.listLog({ phone, pageNo: 2, pageSize: 2 });
    expect(second.records).toHaveLength(1);
    expect((await sms.listLog({ pageNo: 1, pageSize: 10 })).total).toBeGreaterThan(3);
  });
});
