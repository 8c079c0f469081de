import type { z } from 'zod';
import { ROLES } from '@/shared/codes/roles';
import { CUSTOMER_TYPE } from '@/shared/codes/statuses';
import type {
  RegisterSendCodeRequest,
  registerRequestSchema,
  SmsSendResponse,
} from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import { normalisePhone, SMS_TEMPLATE_CODES, type SmsService } from '../sms/service';
import * as repo from './repository';

export type RegisterInput = z.output<typeof registerRequestSchema>;

export interface RegistrationDeps {
  database: Database;
  clock: Clock;
  sms: SmsService;
  audit: AuditService;
  /** Checks a picture code and uses it up (true only once per captcha). */
  verifyPicture: (captchaId: string, code: string) => Promise<boolean>;
}

export interface RegistrationResult {
  userId: string;
  departId: string;
  loginName: string;
}

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;

const SUPPLIER_ORG_TYPE = '03';

const wrongPictureCode = () =>
  new AppError('VALIDATION_FAILED', {
    messageKey: 'validation:pictureCode',
    field: 'pictureCode',
    rule: 'pictureCode',
  });

const creditCodeExists = () =>
  new AppError('CONFLICT', {
    messageKey: 'validation:creditCodeExists',
    field: 'creditCode',
    rule: 'creditCodeExists',
  });

// Says nothing about why: whether an account exists is not something a stranger may probe.
const loginNameUnavailable = () =>
  new AppError('CONFLICT', {
    messageKey: 'auth-server:loginNameUnavailable',
    field: 'loginName',
    rule: 'loginNameUnavailable',
  });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint/.test(String(e?.message));
}

/**
 * Supplier self-registration (enterprise or individual). The phone is proved by an SMS code that is
 * only sent after a right picture code; the new account holds TEMP_SUPPLIER in a supplier
 * organisation of its own and fills in its profile after signing in.
 */
export function createRegistrationService(deps: RegistrationDeps) {
  const { database, clock, sms, audit } = deps;

  /**
   * The checks before the unit of work fail on a replay (its code is used up by then), so a replay
   * that carries an Idempotency-Key with a stored answer gets that answer instead of the failure.
   */
  async function storedOr<T>(ctx: Ctx, error: unknown): Promise<T> {
    if (!ctx.idempotency) throw error;
    return transact<T>(database, clock, ctx, async () => {
      throw error;
    });
  }

  return {
    async sendSmsCode(input: RegisterSendCodeRequest): Promise<SmsSendResponse> {
      if (!(await deps.verifyPicture(input.captchaId, input.pictureCode))) throw wrongPictureCode();
      // Sent whatever accounts use this phone: the answer must not tell whether one does.
      return sms.sendCode(database.db, {
        phone: normalisePhone(input.phone),
        purpose: 'register',
        templateCode: SMS_TEMPLATE_CODES.REGISTER,
      });
    },

    /** Answers {exists:false} or refuses with the spec's duplicate message. */
    async checkDepartInfo(creditCode: string): Promise<{ exists: boolean }> {
      if (await repo.creditCodeExists(database.db, creditCode)) throw creditCodeExists();
      return { exists: false };
    },

    async register(ctx: Ctx, input: RegisterInput) {
      const enterprise = input.customerType === CUSTOMER_TYPE.ENTERPRISE;
      // The schema checks the code case-insensitively but hands it back as typed; the code is upper case.
      const creditCode = enterprise ? (input.creditCode?.toUpperCase() ?? null) : null;
      const phone = normalisePhone(input.contactPhone);
      const codeInput = { phone, purpose: 'register' as const, code: input.smsCode };
      try {
        if (creditCode && (await repo.creditCodeExists(database.db, creditCode))) throw creditCodeExists();
        // Counts a wrong guess for good; the code itself is used up only if the account is created.
        await sms.checkCode(codeInput);
      } catch (error) {
        return storedOr<RegistrationResult>(ctx, error);
      }
      const passwordHash = await hashPassword(input.password);

      try {
        return await transact(database, clock, ctx, async (trx): Promise<RegistrationResult> => {
          await sms.verifyCode(trx, codeInput);
          if (await repo.loginNameTaken(trx, input.loginName)) throw loginNameUnavailable();
          if (creditCode && (await repo.creditCodeExists(trx, creditCode))) throw creditCodeExists();
          const now = clock.now().toISOString();
          const userId = randomId();
          const departId = randomId();
          const registrationId = randomId();
          const personName = enterprise ? input.contactName : (input.name ?? input.contactName);
          const orgName = enterprise ? (input.enterpriseName ?? personName) : personName;

          await repo.insertOrganisation(trx, {
            id: departId,
            parent_id: await repo.platformOrgId(trx),
            name: orgName,
            code: `SUP-${randomId(16).toUpperCase()}`,
            org_type: SUPPLIER_ORG_TYPE,
            status: '00',
            sort: 0,
            created_at: now,
            updated_at: now,
          });
          await repo.insertUser(trx, {
            id: userId,
            login_name: input.loginName,
            password_hash: passwordHash,
            name: personName,
            phone,
            email: null,
            avatar: null,
            sex: null,
            status: '00',
            created_at: now,
            updated_at: now,
          });
          await repo.insertUserRole(trx, {
            id: randomId(),
            user_id: userId,
            depart_id: departId,
            role_id: await repo.roleIdFor(trx, ROLES.TEMP_SUPPLIER, now),
            created_at: now,
          });
          await repo.insertRegistration(trx, {
            id: registrationId,
            user_id: userId,
            depart_id: departId,
            customer_type: input.customerType,
            credit_code: creditCode,
            enterprise_code: enterprise ? input.enterpriseCode || null : null,
            enterprise_name: enterprise ? (input.enterpriseName ?? null) : null,
            id_type: enterprise ? null : (input.idType ?? null),
            id_number: enterprise ? null : (input.idNumber ?? null),
            person_name: enterprise ? null : personName,
            contact_name: input.contactName,
            contact_phone: phone,
            created_at: now,
          });
          // The account acts on its own behalf from here on, so the entry is attributed to it.
          const actor: Actor = { userId, roleCode: ROLES.TEMP_SUPPLIER, departId };
          const after = { userId, departId, loginName: input.loginName, customerType: input.customerType };
          await audit.append(
            trx,
            actor,
            { entityType: 'supplierRegistration', entityId: registrationId, action: 'register', after },
            ctx.requestId,
          );
          return { userId, departId, loginName: input.loginName };
        });
      } catch (error) {
        // Two registrations racing for one login name or credit code: the loser lands here.
        if (!isUniqueViolation(error)) throw error;
        if (creditCode && (await repo.creditCodeExists(database.db, creditCode))) throw creditCodeExists();
        throw loginNameUnavailable();
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
