import { createHash } from 'node:crypto';
import type { RetrievalTicket, SmsSendResponse } from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { invalidSmsCode, normalisePhone, SMS_TEMPLATE_CODES, type SmsService } from '../sms/service';
import * as repo from './repository';

export interface RetrievalDeps {
  database: Database;
  clock: Clock;
  sms: SmsService;
  audit: AuditService;
  /** Checks a picture code and uses it up (true only once per captcha). */
  verifyPicture: (captchaId: string, code: string) => Promise<boolean>;
  /** Ends every session of the user, inside the reset's transaction. */
  revokeAllSessions: (trx: Trx, userId: string) => Promise<void>;
  ticketTtlSeconds?: number;
}

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

/** A ticket from the account check admits the SMS steps; the code check's ticket admits the reset. */
const STEP_SEND_CODE = 'sendCode';
const STEP_SET_PASSWORD = 'setPassword';

const ticketInvalid = () =>
  new AppError('BAD_REQUEST', { messageKey: 'auth-server:ticketInvalid', field: 'ticket', rule: 'ticket' });

const wrongPictureCode = () =>
  new AppError('VALIDATION_FAILED', {
    messageKey: 'validation:pictureCode',
    field: 'pictureCode',
    rule: 'pictureCode',
  });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Password retrieval in four calls, each bound to the previous by a short-lived single-use ticket kept
 * only as a hash. An unknown account gets a ticket too, bound to a decoy "phone" that throttles like a
 * real one and whose code nobody can know, so no answer tells a stranger whether the account exists.
 */
export function createRetrievalService(deps: RetrievalDeps) {
  const { database, clock, sms, audit } = deps;
  const ttlSeconds = deps.ticketTtlSeconds ?? 600;

  /** A replay (Idempotency-Key) finds its ticket used up; it gets the stored answer, if any. */
  async function storedOr<T>(ctx: Ctx, error: unknown): Promise<T> {
    if (!ctx.idempotency) throw error;
    return transact<T>(database, clock, ctx, async () => {
      throw error;
    });
  }

  async function issue(
    executor: Trx | Database['db'],
    fields: { userId: string | null; phone: string; step: string },
  ): Promise<RetrievalTicket> {
    const ticket = randomId(43);
    const now = clock.now();
    await repo.insertTicket(executor, {
      id: randomId(),
      ticket_hash: sha256(ticket),
      user_id: fields.userId,
      phone: fields.phone,
      step: fields.step,
      expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    return { ticket, expiresInSeconds: ttlSeconds };
  }

  /** The live ticket of that step, or the one refusal for missing, used, expired and out of order. */
  async function live(ticket: string, step: string) {
    const row = await repo.findTicket(database.db, sha256(ticket));
    if (
      !row ||
      row.step !== step ||
      row.used_at ||
      row.expires_at <= clock.now().toISOString() ||
      !row.phone
    ) {
      throw ticketInvalid();
    }
    return { ...row, phone: row.phone };
  }

  return {
    async retrieveCheck(input: {
      account: string;
      captchaId: string;
      pictureCode: string;
    }): Promise<RetrievalTicket> {
      if (!(await deps.verifyPicture(input.captchaId, input.pictureCode))) throw wrongPictureCode();
      const account = input.account.trim();
      const user = await repo.findAccount(database.db, account, normalisePhone(account));
      const known = user?.phone ? { userId: user.id, phone: normalisePhone(user.phone) } : undefined;
      const decoy = { userId: null, phone: `decoy:${sha256(account.toLowerCase()).slice(0, 32)}` };
      return issue(database.db, { ...(known ?? decoy), step: STEP_SEND_CODE });
    },

    async sendCode(ticket: string): Promise<SmsSendResponse> {
      const row = await live(ticket, STEP_SEND_CODE);
      return sms.sendCode(database.db, {
        phone: row.phone,
        purpose: 'retrieve',
        templateCode: SMS_TEMPLATE_CODES.RETRIEVE,
        dryRun: row.user_id === null,
      });
    },

    async codeCheck(ctx: Ctx, ticket: string, smsCode: string): Promise<RetrievalTicket> {
      let row: Awaited<ReturnType<typeof live>>;
      let userId: string;
      try {
        row = await live(ticket, STEP_SEND_CODE);
        // A wrong guess stays counted and leaves the ticket usable for the next guess.
        await sms.checkCode({ phone: row.phone, purpose: 'retrieve', code: smsCode });
        if (!row.user_id) throw invalidSmsCode();
        userId = row.user_id;
      } catch (error) {
        return storedOr<RetrievalTicket>(ctx, error);
      }
      const codeInput = { phone: row.phone, purpose: 'retrieve' as const, code: smsCode };
      return transact(database, clock, ctx, async (trx) => {
        if (!(await repo.consumeTicket(trx, row.id, clock.now().toISOString()))) throw ticketInvalid();
        await sms.verifyCode(trx, codeInput);
        return issue(trx, { userId, phone: row.phone, step: STEP_SET_PASSWORD });
      });
    },

    async setPassword(ctx: Ctx, ticket: string, password: string): Promise<null> {
      let row: Awaited<ReturnType<typeof live>>;
      let userId: string;
      try {
        row = await live(ticket, STEP_SET_PASSWORD);
        if (!row.user_id) throw ticketInvalid();
        userId = row.user_id;
      } catch (error) {
        return storedOr<null>(ctx, error);
      }
      const passwordHash = await hashPassword(password);
      return transact(database, clock, ctx, async (trx) => {
        const now = clock.now().toISOString();
        if (!(await repo.consumeTicket(trx, row.id, now))) throw ticketInvalid();
        await repo.setPasswordHash(trx, userId, passwordHash, now);
        // Whoever knew the old password is signed out everywhere.
        await deps.revokeAllSessions(trx, userId);
        await audit.append(
          trx,
          { userId, roleCode: null, departId: null },
          { entityType: 'user', entityId: userId, action: 'resetPassword', after: { via: 'smsRetrieval' } },
          ctx.requestId,
        );
        return null;
      });
    },
  };
}

export type RetrievalService = ReturnType<typeof createRetrievalService>;
