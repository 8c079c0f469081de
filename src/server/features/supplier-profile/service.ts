import { AUDIT_STATUS, type AuditStatus } from '@/shared/codes/statuses';
import { ROLES } from '@/shared/codes/roles';
import {
  PROFILE_FIELDS,
  type ProfileField,
  type SupplierProfile,
  type SupplierProfileView,
  supplierProfileSchema,
} from '@/shared/contracts/supplier-profile';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import type { Database } from '../../db/database';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PageQuery } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import type { AuditService } from '../audit/service';
import * as repo from './repository';

const ENTITY = 'supplierProfile';
/** Organisation type of suppliers (organisations.org_type). */
const SUPPLIER_ORG = '03';
export const SUPPLIER_ROLES = [ROLES.TEMP_SUPPLIER, ROLES.FORMAL_SUPPLIER] as const;

const refused = (key: string, field?: string) =>
  new AppError('CONFLICT', { messageKey: `profile:errors.${key}`, ...(field ? { field } : {}) });

export interface SupplierProfileDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
}

/**
 * A supplier organisation's enterprise profile: saved field by field (each changed field becomes a
 * change record), submitted for audit ('00'), approved or rejected by the platform later.
 */
export function createSupplierProfileService({ database, clock, audit }: SupplierProfileDeps) {
  /** Only a supplier acting for this very organisation may read or change its profile. */
  async function checkAccess(db: Trx | Database['db'], actor: Actor, departId: string) {
    if (!(SUPPLIER_ROLES as readonly string[]).includes(actor.roleCode ?? '')) {
      throw new AppError('FORBIDDEN', { messageKey: 'profile:errors.suppliersOnly' });
    }
    if (actor.departId !== departId) {
      throw new AppError('FORBIDDEN', { messageKey: 'profile:errors.notOwnOrganisation', field: 'departId' });
    }
    const org = await repo.findOrganisation(db, departId);
    if (!org || org.org_type !== SUPPLIER_ORG) {
      throw new AppError('FORBIDDEN', { messageKey: 'profile:errors.notSupplierOrganisation' });
    }
    return org;
  }

  function viewOf(org: { id: string; name: string }, row: repo.ProfileRow | undefined): SupplierProfileView {
    return {
      departId: org.id,
      departName: org.name,
      profile: row?.profile ?? null,
      auditStatus: (row?.audit_status as AuditStatus | null) ?? null,
      rejectReason: row?.reject_reason ?? null,
      version: row?.version ?? 0,
      updatedAt: row?.updated_at ?? null,
      submittedAt: row?.submitted_at ?? null,
    };
  }

  return {
    async get(actor: Actor, departId: string): Promise<SupplierProfileView> {
      const org = await checkAccess(database.db, actor, departId);
      return viewOf(org, await repo.findProfile(database.db, departId));
    },

    /**
     * Applies the changed fields on top of the stored profile. The merged profile must be complete and
     * valid; fields sent with their current value change nothing and leave no record.
     */
    async save(
      ctx: RequestContext,
      departId: string,
      changes: Partial<SupplierProfile>,
    ): Promise<SupplierProfileView> {
      return transact(database, clock, ctx, async (trx) => {
        const org = await checkAccess(trx, ctx.actor, departId);
        const current = await repo.findProfile(trx, departId);
        if (current?.audit_status === AUDIT_STATUS.PENDING) throw refused('underAudit');
        const sent = Object.fromEntries(
          PROFILE_FIELDS.filter((f) => changes[f] !== undefined).map((f) => [f, changes[f]]),
        );
        const merged = parseInput(supplierProfileSchema, { ...(current?.profile ?? {}), ...sent });
        const changed = PROFILE_FIELDS.filter(
          (f) => JSON.stringify(current?.profile[f] ?? null) !== JSON.stringify(merged[f] ?? null),
        );
        if (changed.length === 0) return viewOf(org, current);
        if (await repo.creditCodeTaken(trx, merged.creditCode, departId)) {
          throw new AppError('CONFLICT', { messageKey: M.creditCodeExists, field: 'creditCode' });
        }
        const at = clock.now().toISOString();
        const version = (current?.version ?? 0) + 1;
        await repo.writeProfile(trx, current !== undefined, {
          depart_id: departId,
          company_name: merged.companyName,
          credit_code: merged.creditCode,
          data_json: JSON.stringify(merged),
          // A changed profile has to be submitted (and audited) again.
          audit_status: null,
          reject_reason: null,
          version,
          submitted_at: current?.submitted_at ?? null,
          updated_by: ctx.actor.userId,
          updated_at: at,
        });
        const pick = (source: Partial<SupplierProfile> | undefined, fields: ProfileField[]) =>
          Object.fromEntries(fields.map((f) => [f, source?.[f] ?? null]));
        await repo.insertChanges(
          trx,
          changed.map((field) => ({
            departId,
            version,
            field,
            oldValue: current?.profile[field] ?? null,
            newValue: merged[field] ?? null,
            actorId: ctx.actor.userId,
            requestId: ctx.requestId,
            at,
          })),
        );
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: ENTITY,
            entityId: departId,
            action: current ? 'update' : 'create',
            before: current ? pick(current.profile, changed) : undefined,
            after: pick(merged, changed),
          },
          ctx.requestId,
        );
        return viewOf(org, await repo.findProfile(trx, departId));
      });
    },

    /** Sends the saved profile to the platform's audit (status '00'). */
    async submit(ctx: RequestContext, departId: string): Promise<SupplierProfileView> {
      return transact(database, clock, ctx, async (trx) => {
        const org = await checkAccess(trx, ctx.actor, departId);
        const current = await repo.findProfile(trx, departId);
        if (!current) throw refused('notSaved');
        if (current.audit_status === AUDIT_STATUS.PENDING) throw refused('alreadyPending');
        if (current.audit_status === AUDIT_STATUS.APPROVED) throw refused('alreadyApproved');
        const at = clock.now().toISOString();
        await repo.setAuditStatus(trx, departId, {
          audit_status: AUDIT_STATUS.PENDING,
          reject_reason: null,
          submitted_at: at,
          updated_at: at,
        });
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: ENTITY,
            entityId: departId,
            action: 'submit',
            before: { auditStatus: current.audit_status, version: current.version },
            after: { auditStatus: AUDIT_STATUS.PENDING, version: current.version },
          },
          ctx.requestId,
        );
        return viewOf(org, await repo.findProfile(trx, departId));
      });
    },

    async changes(actor: Actor, departId: string, query: PageQuery) {
      await checkAccess(database.db, actor, departId);
      return repo.listChanges(database.db, departId, query);
    },
  };
}

export type SupplierProfileService = ReturnType<typeof createSupplierProfileService>;
