import type { RoleCode } from '@/shared/codes/roles';
import { AUDIT_STATUS, type AuditStatus } from '@/shared/codes/statuses';
import type { ProfileAuditDetail } from '@/shared/contracts/profile-audit';
import type { Database } from '../db/database';
import { type Trx, transact } from '../db/transact';
import type { AuditService } from '../features/audit/service';
import { AppError } from './app-error';
import type { Clock } from './clock';
import type { PageQuery } from './paging';
import type { ReviewPageQuery, ProfileReviewStore } from './profile-review-store';
import type { ProfileStore } from './profile-store';
import type { RequestContext } from './request-context';

/** Whose temporary role an approval turns formal: an organisation's holders, or one user. */
export interface Promotion {
  departId?: string;
  userId?: string;
  from: RoleCode;
  to: RoleCode;
}

/** Changes the role pairs (and ends the live sessions on them) in the caller's transaction; the users. */
export type RolePromoter = (trx: Trx, promotion: Promotion) => Promise<string[]>;

export interface ProfileReviewConfig<P> {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** audit_log entity type, the profile's own. */
  entity: string;
  store: ProfileStore<P>;
  reviews: ProfileReviewStore;
  /** The temporary and formal roles of this kind, and whether the owner is an organisation or a user. */
  roles: { from: RoleCode; to: RoleCode; owner: 'depart' | 'user' };
  promote: RolePromoter;
}

const notFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'profile-audit:errors.notFound', field: 'ownerId' });
const notPending = () =>
  new AppError('CONFLICT', {
    messageKey: 'profile-audit:errors.notPending',
    field: 'ownerId',
    rule: 'notPending',
  });

/**
 * The platform's side of a profile (spec 2.3): the submitted profiles, one with its change records, and
 * the decision on a pending one. Approval promotes the owner's temporary role in the same transaction,
 * so the profile is never approved without the role nor the role given without the approval.
 */
export function createProfileReview<P extends Record<string, unknown>>(c: ProfileReviewConfig<P>) {
  const { database, clock, audit, store, reviews } = c;

  async function detailOf(
    db: Trx | Database['db'],
    ownerId: string,
    query: PageQuery,
  ): Promise<ProfileAuditDetail> {
    const row = await store.find(db, ownerId);
    const ownerName = await reviews.ownerName(db, ownerId);
    if (!row || row.audit_status === null || ownerName === undefined) throw notFound();
    return {
      ownerId,
      ownerName,
      profile: row.profile,
      auditStatus: row.audit_status as AuditStatus,
      rejectReason: row.reject_reason,
      version: row.version,
      updatedAt: row.updated_at,
      submittedAt: row.submitted_at,
      changes: await store.listChanges(db, ownerId, query),
    };
  }

  async function decide(
    ctx: RequestContext,
    ownerId: string,
    outcome: typeof AUDIT_STATUS.APPROVED | typeof AUDIT_STATUS.REJECTED,
    reason: string | null,
  ): Promise<ProfileAuditDetail> {
    return transact(database, clock, ctx, async (trx) => {
      const current = await store.find(trx, ownerId);
      if (!current || current.audit_status === null) throw notFound();
      if (current.audit_status !== AUDIT_STATUS.PENDING) throw notPending();
      const at = clock.now().toISOString();
      await store.setAuditStatus(trx, ownerId, {
        audit_status: outcome,
        reject_reason: reason,
        submitted_at: current.submitted_at,
        updated_at: at,
      });
      const { from, to, owner } = c.roles;
      const promoted =
        outcome === AUDIT_STATUS.APPROVED
          ? await c.promote(trx, {
              from,
              to,
              ...(owner === 'depart' ? { departId: ownerId } : { userId: ownerId }),
            })
          : [];
      await audit.append(
        trx,
        ctx.actor,
        {
          entityType: c.entity,
          entityId: ownerId,
          action: outcome === AUDIT_STATUS.APPROVED ? 'approve' : 'reject',
          before: { auditStatus: current.audit_status, version: current.version },
          after:
            outcome === AUDIT_STATUS.APPROVED
              ? { auditStatus: outcome, version: current.version, role: to, users: promoted }
              : { auditStatus: outcome, version: current.version, reason },
        },
        ctx.requestId,
      );
      return detailOf(trx, ownerId, { pageNo: 1, pageSize: 10 });
    });
  }

  return {
    page: (query: ReviewPageQuery) => reviews.page(database.db, query),
    detail: (ownerId: string, query: PageQuery) => detailOf(database.db, ownerId, query),
    approve: (ctx: RequestContext, ownerId: string) => decide(ctx, ownerId, AUDIT_STATUS.APPROVED, null),
    reject: (ctx: RequestContext, ownerId: string, reason: string) =>
      decide(ctx, ownerId, AUDIT_STATUS.REJECTED, reason),
  };
}

export type ProfileReview = ReturnType<typeof createProfileReview>;
