import type { z } from 'zod';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import type {
  noAuditPageSchema,
  ResponsePage,
  ResponseSignupView,
  rejectedPageSchema,
  SignupDetailView,
  SignupOverview,
  SupplierOption,
  signupOverviewSchema,
  signupReauditSchema,
  signupRecordSchema,
  UnpaidPage,
  UnpaidTab,
  unpaidPageSchema,
} from '@/shared/contracts/supplier-response';
import { randomId } from '@/shared/format/random-id';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { assertBeforeDeadline } from '../../lib/deadline';
import { offsetOf, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { isInvited } from '../invitations';
import {
  type Db,
  type OrgActor,
  requireBuyerSide,
  requireOwnProject,
  retryOnUnique,
  type TenderDeps,
  tenderError,
} from '../tender-common';
import { signupNotFound } from './access';
import * as repo from './repository';
import { countUnpaid, listUnpaid } from './response-unpaid';
import { companySummary, enabledSupplier, signupOverview, supplierOptions } from './response-reads';
import {
  countResponse,
  ENTITY,
  findResponse,
  listResponse,
  type ResponseFilter,
  STATE,
  signupHistory,
} from './response-repository';

type OverviewInput = z.output<typeof signupOverviewSchema>;
type RejectedInput = z.output<typeof rejectedPageSchema>;
type NoAuditInput = z.output<typeof noAuditPageSchema>;
type ReauditInput = z.output<typeof signupReauditSchema>;
type RecordInput = z.output<typeof signupRecordSchema>;
type UnpaidInput = z.output<typeof unpaidPageSchema>;
const UNPAID_TABS: UnpaidTab[] = ['unpaid', 'voucherPending', 'voucherRejected'];

const responseError = (code: 'CONFLICT' | 'NOT_FOUND', key: string, field?: string) =>
  new AppError(code, { messageKey: `supplier-response:errors.${key}`, ...(field ? { field } : {}) });

/**
 * supplierResponse step 1 on the buyer side (spec 001 section 2.9): the rejected ("waste") and
 * no-audit lists, a second decision on a rejected or re-applied signup, and signups recorded on behalf
 * of a supplier (offline tender). Everything is limited to projects the caller's organisation runs
 * (own or entrusted as agency); another organisation's signup answers like a missing one.
 */
export function createSignupResponseService({ database, clock, audit, closeDue }: TenderDeps) {
  const db = () => database.db;

  async function ownSignup(trx: Db, actor: OrgActor, id: string): Promise<ResponseSignupView> {
    const signup = await findResponse(trx, actor.departId, id);
    if (!signup) throw signupNotFound();
    return signup;
  }

  async function page(
    actor: Actor,
    query: RejectedInput | NoAuditInput,
    tabs: Record<string, ResponseFilter['where']>,
    tab: string,
  ): Promise<ResponsePage> {
    const own = requireBuyerSide(actor);
    if (query.projectId) await requireOwnProject(db(), actor, query.projectId);
    const base = { departId: own.departId, projectId: query.projectId, keyword: query.keyword };
    const tabCounts: Record<string, number> = {};
    for (const [name, where] of Object.entries(tabs)) {
      tabCounts[name] = await countResponse(db(), { ...base, ...(where ? { where } : {}) });
    }
    const filter = { ...base, ...(tabs[tab] ? { where: tabs[tab] } : {}) };
    const records = await listResponse(db(), filter, { limit: query.pageSize, offset: offsetOf(query) });
    return { ...pageResult(records, tabCounts[tab] ?? 0, query), tabCounts };
  }

  async function recordOnce(ctx: RequestContext, input: RecordInput): Promise<ResponseSignupView> {
    const actor = requireBuyerSide(ctx.actor);
    return transact(database, clock, ctx, async (trx: Trx) => {
      const project = await requireOwnProject(trx, actor, input.projectId);
      if (project.status !== PURCHASE_STATUS.PUBLISHED) {
        throw tenderError('CONFLICT', 'signupNotOpen', { field: 'projectId' });
      }
      assertBeforeDeadline(clock, project.signup_end_time, 'signupEndTime');
      const supplier = await enabledSupplier(trx, input.supplierDepartId);
      if (!supplier) throw responseError('NOT_FOUND', 'supplierNotFound', 'supplierDepartId');
      const method = await trx
        .selectFrom('tender_projects')
        .select('tender_method')
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow();
      // Invitation-only: the buyer may not let in, on paper, a supplier it did not invite.
      if (
        method.tender_method === TENDER_METHOD.INVITATION &&
        !(await isInvited(trx, project.id, supplier.id))
      ) {
        throw responseError('CONFLICT', 'notInvited', 'supplierDepartId');
      }
      const before = await repo.findSignupOf(trx, project.id, supplier.id);
      if (before?.auditStatus === AUDIT_STATUS.APPROVED) {
        throw responseError('CONFLICT', 'alreadyApproved', 'supplierDepartId');
      }
      const at = clock.now().toISOString();
      const row = {
        // The author is the buyer-side user who recorded it; auditor = author marks it as recorded.
        user_id: actor.userId,
        contact_name: input.contactName,
        contact_phone: input.contactPhone,
        contact_email: input.contactEmail,
        remark: input.remark ?? null,
        audit_status: AUDIT_STATUS.APPROVED,
        reject_reason: null,
        received_at: at,
        audited_by: actor.userId,
        audited_at: at,
        updated_at: at,
      };
      const id = before?.id ?? randomId();
      if (before) await repo.updateSignup(trx, id, row);
      else
        await repo.insertSignup(trx, { id, project_id: project.id, supplier_depart_id: supplier.id, ...row });
      const after = await ownSignup(trx, actor, id);
      await audit.append(
        trx,
        actor,
        { entityType: ENTITY, entityId: id, action: 'record', before, after },
        ctx.requestId,
      );
      return after;
    });
  }

  return {
    async overview(actor: Actor, input: OverviewInput): Promise<SignupOverview> {
      await closeDue?.();
      const own = requireBuyerSide(actor);
      if (input.projectId) await requireOwnProject(db(), actor, input.projectId);
      return signupOverview(db(), own.departId, input.projectId);
    },

    async detail(actor: Actor, id: string): Promise<SignupDetailView> {
      await closeDue?.();
      const own = requireBuyerSide(actor);
      const signup = await ownSignup(db(), own, id);
      return {
        signup,
        company: await companySummary(db(), signup.supplierDepartId),
        history: await signupHistory(db(), id),
      };
    },

    async rejectedPage(actor: Actor, query: RejectedInput): Promise<ResponsePage> {
      await closeDue?.();
      const tabs = { rejected: [STATE.rejected], reapplied: [STATE.reapplied] };
      return page(actor, query, tabs, query.tab ?? 'rejected');
    },

    async noAuditPage(actor: Actor, query: NoAuditInput): Promise<ResponsePage> {
      await closeDue?.();
      const tabs = {
        all: [STATE.noAudit],
        open: [STATE.noAudit, STATE.projectOpen],
        closed: [STATE.noAudit, STATE.projectClosed],
      };
      return page(actor, query, tabs, query.tab ?? 'all');
    },

    /**
     * A second decision: overturn a rejection (approve), or decide on a signup the supplier re-applied
     * after a rejection. Always with a note; only while the project takes signups and offers (03).
     */
    async reaudit(ctx: RequestContext, input: ReauditInput): Promise<ResponseSignupView> {
      await closeDue?.();
      const actor = requireBuyerSide(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const before = await ownSignup(trx, actor, input.id);
        if (before.auditStatus === AUDIT_STATUS.APPROVED)
          throw responseError('CONFLICT', 'alreadyApproved', 'id');
        if (before.auditStatus === AUDIT_STATUS.PENDING && !before.reapplied) {
          throw responseError('CONFLICT', 'neverRejected', 'id');
        }
        const reject = input.auditStatus === AUDIT_STATUS.REJECTED;
        if (before.auditStatus === AUDIT_STATUS.REJECTED && reject) {
          throw responseError('CONFLICT', 'alreadyRejected', 'auditStatus');
        }
        if (before.projectStatus !== PURCHASE_STATUS.PUBLISHED) {
          throw responseError('CONFLICT', 'projectClosed', 'id');
        }
        const at = clock.now().toISOString();
        await repo.updateSignup(trx, input.id, {
          audit_status: input.auditStatus,
          reject_reason: reject ? input.reason : null,
          audited_by: actor.userId,
          audited_at: at,
          updated_at: at,
        });
        const after = await ownSignup(trx, actor, input.id);
        await audit.append(
          trx,
          actor,
          {
            entityType: ENTITY,
            entityId: input.id,
            action: reject ? 'reauditReject' : 'reauditApprove',
            before,
            after: { ...after, decisionNote: input.reason },
          },
          ctx.requestId,
        );
        return after;
      });
    },

    async record(ctx: RequestContext, input: RecordInput): Promise<ResponseSignupView> {
      await closeDue?.();
      return retryOnUnique(() => recordOnce(ctx, input));
    },

    /** docRecordNoFreeList: approved signups that have not paid the document fee (response-unpaid.ts). */
    async unpaidPage(actor: Actor, query: UnpaidInput): Promise<UnpaidPage> {
      await closeDue?.();
      const own = requireBuyerSide(actor);
      if (query.projectId) await requireOwnProject(db(), actor, query.projectId);
      const base = { departId: own.departId, projectId: query.projectId, keyword: query.keyword };
      const tabCounts: Record<string, number> = {};
      for (const tab of UNPAID_TABS) tabCounts[tab] = await countUnpaid(db(), { ...base, tab });
      const tab = query.tab ?? 'unpaid';
      const records = await listUnpaid(
        db(),
        { ...base, tab },
        { limit: query.pageSize, offset: offsetOf(query) },
      );
      return { ...pageResult(records, tabCounts[tab] ?? 0, query), tabCounts };
    },

    async supplierOptions(actor: Actor, keyword: string | undefined): Promise<SupplierOption[]> {
      requireBuyerSide(actor);
      return supplierOptions(db(), keyword);
    },
  };
}

export type SignupResponseService = ReturnType<typeof createSignupResponseService>;
