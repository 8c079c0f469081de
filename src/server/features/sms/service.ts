import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsSendResponse } from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import { normalisePhone } from '@/shared/validation/phone';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { LOG_PROVIDER_NAME, type SmsProvider } from './provider';
import * as repo from './repository';

export type SmsPurpose = 'register' | 'retrieve';

export interface SmsServiceOptions {
  codeTtlSeconds?: number;
  /** Minimum gap between two codes for one phone and purpose. */
  resendSeconds?: number;
  /** Codes per phone (all purposes) in any 24 hours. */
  dailyCap?: number;
  /** Guesses a code accepts; then it is dead. */
  maxAttempts?: number;
  /** Keep the code readable in sms_log (default: only with the log provider, which delivers nothing). */
  logCodes?: boolean;
}

export interface CodeInput {
  phone: string;
  purpose: SmsPurpose;
  code: string;
}

export interface SendCodeInput {
  phone: string;
  purpose: SmsPurpose;
  templateCode: string;
  /** Throttle and store an unguessable code but send nothing: the decoy that hides unknown accounts. */
  dryRun?: boolean;
}

export const SMS_TEMPLATE_CODES = { REGISTER: 'REGISTER_CODE', RETRIEVE: 'RETRIEVE_CODE' } as const;

/** Seeded by ensureTemplates; also the fallback when an administrator disabled or deleted one. */
export const SMS_TEMPLATE_DEFAULTS = [
  {
    code: SMS_TEMPLATE_CODES.REGISTER,
    name: '注册验证码',
    content: '【Bidline】您的注册验证码为{{code}}，{{minutes}}分钟内有效，请勿告知他人。',
  },
  {
    code: SMS_TEMPLATE_CODES.RETRIEVE,
    name: '找回密码验证码',
    content:
      '【Bidline】您正在找回密码，验证码为{{code}}，{{minutes}}分钟内有效。如非本人操作，请忽略本短信。',
  },
] as const;

const DAY_MS = 24 * 3600 * 1000;

/**
 * '+86 138-0000-0001', '0086…' and '138…' are one phone; stored, throttled and looked up as the 11
 * digits. The shared rule, so the forms' schemas produce the same form.
 */
export { normalisePhone };

function codeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function render(content: string, vars: Record<string, string | number>): string {
  return content.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

/** The one answer to every failed code check: wrong, expired, used, dead or never sent. */
export const invalidSmsCode = () =>
  new AppError('VALIDATION_FAILED', {
    messageKey: 'auth-server:smsCodeInvalid',
    field: 'smsCode',
    rule: 'smsCodeInvalid',
  });

/**
 * Verification codes by SMS: 6 digits, stored as salted sha256, single use, short-lived, throttled per
 * phone, at most `maxAttempts` guesses. Every message is recorded in sms_log whatever the provider.
 */
export function createSmsService(
  database: Database,
  clock: Clock,
  provider: SmsProvider,
  options: SmsServiceOptions = {},
) {
  const ttlSeconds = options.codeTtlSeconds ?? 300;
  const resendSeconds = options.resendSeconds ?? 60;
  const dailyCap = options.dailyCap ?? 10;
  const maxAttempts = options.maxAttempts ?? 5;
  // Judged per message: an administrator may switch the provider while the app runs (sms_config).
  const logCodes = () => options.logCodes ?? provider.name === LOG_PROVIDER_NAME;
  const minutes = Math.ceil(ttlSeconds / 60);

  async function templateContent(executor: repo.Executor, templateCode: string): Promise<string> {
    const row = await repo.findTemplate(executor, templateCode);
    // A disabled or deleted template must not stop sign-up; the built-in text stands in.
    if (row && row.status === '00') return row.content;
    return SMS_TEMPLATE_DEFAULTS.find((t) => t.code === templateCode)?.content ?? '{{code}}';
  }

  /** Applies the throttle and stores the new code in one transaction, so two sends cannot both pass. */
  async function reserve(trx: repo.Executor, input: SendCodeInput, id: string, code: string): Promise<void> {
    await repo.lockPhone(trx, database.dialect, input.phone);
    const now = clock.now();
    const last = await repo.latestCode(trx, input.phone, input.purpose);
    if (last) {
      const wait = Math.ceil((Date.parse(last.created_at) + resendSeconds * 1000 - now.getTime()) / 1000);
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', {
          messageKey: 'auth-server:smsTooSoon',
          vars: { seconds: wait },
          rule: 'smsResend',
        });
      }
    }
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    if ((await repo.countCodesSince(trx, input.phone, since)) >= dailyCap) {
      throw new AppError('RATE_LIMITED', { messageKey: 'auth-server:smsDailyCap', rule: 'smsDailyCap' });
    }
    await repo.insertCode(trx, {
      id,
      phone: input.phone,
      purpose: input.purpose,
      code_hash: codeHash(id, code),
      attempts: 0,
      expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
  }

  return {
    /** Seeds the templates sign-up and retrieval need; existing rows (maybe edited) are left alone. */
    async ensureTemplates(): Promise<void> {
      const now = clock.now().toISOString();
      for (const t of SMS_TEMPLATE_DEFAULTS) {
        await repo.insertTemplateIfMissing(database.db, {
          id: randomId(),
          code: t.code,
          name: t.name,
          content: t.content,
          status: '00',
          created_at: now,
          updated_at: now,
        });
      }
    },

    /**
     * Issues a code and sends it. Pass `database.db`, not a caller's transaction: the failure record
     * in sms_log must survive the error this throws, and the network call should not hold a
     * transaction open.
     */
    async sendCode(executor: repo.Executor, input: SendCodeInput): Promise<SmsSendResponse> {
      const id = randomId();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      if (executor.isTransaction) await reserve(executor, input, id, code);
      else await executor.transaction().execute((trx) => reserve(trx, input, id, code));
      if (input.dryRun) return { retryAfter: resendSeconds };

      const template = await templateContent(executor, input.templateCode);
      const content = render(template, { code, minutes });
      const log = (status: string, error: string | null) =>
        repo.insertLog(executor, {
          id: randomId(),
          phone: input.phone,
          template_code: input.templateCode,
          content: logCodes() ? content : render(template, { code: '******', minutes }),
          provider: provider.name,
          status,
          error,
          created_at: clock.now().toISOString(),
        });
      try {
        await provider.send(input.phone, content, input.templateCode);
      } catch (error) {
        // The user received nothing, so the code neither counts against the throttle nor verifies.
        await repo.deleteCode(executor, id);
        await log('failed', String((error as Error)?.message ?? error).slice(0, 500));
        throw new AppError('INTERNAL', { messageKey: 'auth-server:smsSendFailed', detail: String(error) });
      }
      await log('sent', null);
      return { retryAfter: resendSeconds };
    },

    /**
     * Judges a guess without using the code up. Runs on its own (never inside a unit of work) so a
     * wrong guess stays counted even though the caller then fails; a guess holds one of the
     * `maxAttempts` places while it is compared, so parallel guesses cannot exceed the limit.
     */
    async checkCode(input: CodeInput): Promise<void> {
      const db = database.db;
      const now = clock.now().toISOString();
      const row = await repo.latestCode(db, input.phone, input.purpose);
      if (!row) throw invalidSmsCode();
      if (!(await repo.holdAttempt(db, row.id, now, maxAttempts))) throw invalidSmsCode();
      if (!sameHash(row.code_hash, codeHash(row.id, input.code))) throw invalidSmsCode();
      await repo.releaseAttempt(db, row.id);
    },

    /**
     * Checks and uses up the code inside the caller's unit of work, so it stays usable when that
     * work fails. Call checkCode first: a wrong guess counted here rolls back with the caller.
     */
    async verifyCode(trx: repo.Executor, input: CodeInput): Promise<void> {
      const now = clock.now().toISOString();
      const row = await repo.latestCode(trx, input.phone, input.purpose);
      if (!row || row.used_at || row.expires_at <= now || row.attempts >= maxAttempts) throw invalidSmsCode();
      if (!sameHash(row.code_hash, codeHash(row.id, input.code))) {
        await repo.countFailedAttempt(trx, row.id);
        throw invalidSmsCode();
      }
      if (!(await repo.consumeCode(trx, row.id, now, maxAttempts))) throw invalidSmsCode();
    },

    /**
     * Seeds templates other areas send by (notifications, issue 17) with the status given; existing
     * rows, maybe edited or enabled by an administrator, are left alone.
     */
    async ensureOtherTemplates(
      templates: readonly { code: string; name: string; content: string; status: string }[],
    ): Promise<void> {
      const now = clock.now().toISOString();
      for (const t of templates) {
        await repo.insertTemplateIfMissing(database.db, {
          id: randomId(),
          ...t,
          created_at: now,
          updated_at: now,
        });
      }
    },

    /**
     * Sends a message by template when that template exists and is enabled ('00'); otherwise sends
     * nothing ('disabled'). The message (never a code) is recorded in sms_log; a provider failure is
     * recorded and answered 'failed', never thrown. Call it after the caller's work committed.
     */
    async sendTemplate(
      phone: string,
      templateCode: string,
      vars: Record<string, string | number>,
    ): Promise<'sent' | 'disabled' | 'failed'> {
      const db = database.db;
      const row = await repo.findTemplate(db, templateCode);
      if (row?.status !== '00') return 'disabled';
      const content = render(row.content, vars);
      let error: string | null = null;
      try {
        await provider.send(phone, content, templateCode);
      } catch (e) {
        error = String((e as Error)?.message ?? e).slice(0, 500);
      }
      await repo.insertLog(db, {
        id: randomId(),
        phone,
        template_code: templateCode,
        content,
        provider: provider.name,
        status: error ? 'failed' : 'sent',
        error,
        created_at: clock.now().toISOString(),
      });
      return error ? 'failed' : 'sent';
    },

    /** Newest first, for administrators. */
    async listLog(query: { phone?: string; pageNo: number; pageSize: number }) {
      const pageNo = Number.isInteger(query.pageNo) && query.pageNo >= 1 ? query.pageNo : 1;
      const pageSize = Number.isInteger(query.pageSize) ? Math.min(Math.max(query.pageSize, 1), 300) : 10;
      const phone = query.phone?.trim() ? normalisePhone(query.phone) : undefined;
      const { rows, total } = await repo.listLogPage(database.db, {
        phone,
        offset: (pageNo - 1) * pageSize,
        limit: pageSize,
      });
      const records = rows.map(repo.toLogRecord);
      return { records, total, pageNo, pageSize };
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
