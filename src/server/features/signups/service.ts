import type { z } from 'zod';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { ORG_TYPE } from '@/shared/contracts/org';
import type {
  SignupView,
  signupApplySchema,
  signupAuditSchema,
  signupPageSchema,
} from '@/shared/contracts/tenders';
import { randomId } from '@/shared/format/random-id';
import { type Trx, transact } from '../../db/transact';
import { assertBeforeDeadline } from '../../lib/deadline';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import * as repo from './repository';
import { requireBuyerSide, retryOnUnique, type TenderDeps, tenderError } from '../tender-common';
import { assertMayJoin, isInvited } from '../invitations';
import { createSignupResponseService } from './response-service';
import { auditedProject, listerOf, signupNotFound, signupProject, signupSupplier } from './access';

type ApplyInput = z.output<typeof signupApplySchema>;
type AuditInput = z.output<typeof signupAuditSchema>;
type PageInput = z.output<typeof signupPageSchema>;

const ENTITY = 'tenderSignup';
/** More than any supplier takes part in at once; the assistant lists them all. */
const MINE_LIMIT = 200;

/**
 * Supplier signups (contact apply) and their audit by the project's organisation. One row per
 * (project, supplier organisation): applying again while pending or rejected puts the same row back to
 * pending with the new contact data; an approved signup stays as it is.
 */
export function createSignupService(deps: TenderDeps) {
  const { database, clock, audit, closeDue } = deps;
  async function found(db: Trx, id: string): Promise<SignupView> {
    const signup = await repo.findSignup(db, id);
    if (!signup) throw signupNotFound();
    return signup;
  }

  async function applyOnce(ctx: RequestContext, input: ApplyInput): Promise<SignupView> {
    const { actor } = ctx;
    const { departId } = signupSupplier(actor);
    return transact(database, clock, ctx, async (trx) => {
      if ((await repo.orgTypeOf(trx, departId)) !== ORG_TYPE.SUPPLIER) {
        throw tenderError('FORBIDDEN', 'formalSupplierOnly');
      }
      const project = await signupProject(trx, input.projectId);
      // Method 02: only the organisations the buyer invited may sign up (403 naming the project).
      await assertMayJoin(trx, project.id, departId);
      // Offers closed (04) by the clock: a late signup still hears the deadline rule (1005).
      if (project.status === PURCHASE_STATUS.OPENING)
        assertBeforeDeadline(clock, project.signup_end_time, 'signupEndTime');
      if (project.status !== PURCHASE_STATUS.PUBLISHED) {
        throw tenderError('CONFLICT', 'signupNotOpen', { field: 'projectId' });
      }
      assertBeforeDeadline(clock, project.signup_end_time, 'signupEndTime');
      const at = clock.now().toISOString();
      // An invited supplier was chosen by the buyer already: approved on arrival, no audit (no auditor).
      const invited = await isInvited(trx, project.id, departId);
      const contact = {
        user_id: actor.userId,
        contact_name: input.contactName,
        contact_phone: input.contactPhone,
        contact_email: input.contactEmail,
        remark: input.remark ?? null,
        audit_status: invited ? AUDIT_STATUS.APPROVED : AUDIT_STATUS.PENDING,
        reject_reason: null,
        received_at: at,
        audited_by: null,
        audited_at: invited ? at : null,
        updated_at: at,
      };
      const before = await repo.findSignupOf(trx, project.id, departId);
      if (before?.auditStatus === AUDIT_STATUS.APPROVED) throw tenderError('CONFLICT', 'signupApproved');
      const id = before?.id ?? randomId();
      if (before) await repo.updateSignup(trx, id, contact);
      else
        await repo.insertSignup(trx, {
          id,
          project_id: project.id,
          supplier_depart_id: departId,
          ...contact,
        });
      const after = await found(trx, id);
      const action = before ? 'reapply' : 'apply';
      await audit.append(
        trx,
        actor,
        { entityType: ENTITY, entityId: id, action, before, after },
        ctx.requestId,
      );
      return after;
    });
  }

  /** One page of the signups whose `side` (supplier, or project owner) is the caller's organisation. */
  async function pageOf(
    actor: Actor,
    query: PageInput,
    side: 'supplierDepartId' | 'projectDepartId',
  ): Promise<PageResult<SignupView>> {
    const departId = listerOf(actor, side);
    if (!departId) return pageResult([], 0, query);
    const filter = { ...query, [side]: departId };
    const window = { limit: query.pageSize, offset: offsetOf(query) };
    return pageResult(
      await repo.listSignups(database.db, filter, window),
      await repo.countSignups(database.db, filter),
      query,
    );
  }

  return {
    /** supplierResponse step 1 beyond apply and audit (response-service.ts). */
    response: createSignupResponseService(deps),

    async apply(ctx: RequestContext, input: ApplyInput): Promise<SignupView> {
      await closeDue?.();
      // A colleague's apply for the same project may commit first: ours then becomes a re-apply.
      return retryOnUnique(() => applyOnce(ctx, input));
    },

    async audit(ctx: RequestContext, input: AuditInput): Promise<SignupView> {
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        requireBuyerSide(ctx.actor);
        const before = await found(trx, input.id);
        await auditedProject(trx, ctx.actor, before.projectId);
        if (before.auditStatus !== AUDIT_STATUS.PENDING) throw tenderError('CONFLICT', 'signupNotPending');
        const approved = input.auditStatus === AUDIT_STATUS.APPROVED;
        const at = clock.now().toISOString();
        await repo.updateSignup(trx, input.id, {
          audit_status: input.auditStatus,
          reject_reason: approved ? null : (input.reason ?? null),
          audited_by: ctx.actor.userId,
          audited_at: at,
          updated_at: at,
        });
        const after = await found(trx, input.id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: input.id, action: approved ? 'approve' : 'reject', before, after },
          ctx.requestId,
        );
        return after;
      });
    },

    /** The caller organisation's signups (supplier side). */
    async minePage(actor: Actor, query: PageInput) {
      await closeDue?.();
      return pageOf(actor, query, 'supplierDepartId');
    },

    /** Signups of the projects the caller's organisation runs (buyer side). */
    async page(actor: Actor, query: PageInput) {
      await closeDue?.();
      return pageOf(actor, query, 'projectDepartId');
    },

    /** Every signup of the actor's organisation, newest first (the assistant's view of "my signups"). */
    async mySignups(actor: Actor): Promise<SignupView[]> {
      const departId = listerOf(actor, 'supplierDepartId');
      if (!departId) return [];
      await closeDue?.();
      return repo.listSignups(database.db, { supplierDepartId: departId }, { limit: MINE_LIMIT, offset: 0 });
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
