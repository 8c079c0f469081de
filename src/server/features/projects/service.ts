import { ROLES } from '@/shared/codes/roles';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import type { PageResult } from '@/shared/contracts/page-query';
import {
  type OpenTenderView,
  TENDER_MESSAGES,
  type TenderAction,
  type TenderProjectSave,
  type TenderProjectView,
} from '@/shared/contracts/tenders';
import { randomId } from '@/shared/format/random-id';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { type PageQuery, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { type OrgActor, projectNotFound, isFormalSupplier } from '../tender-common';
import { openTenderReader, ownProjectView, projectBuyer } from './access';
import * as repo from './repository';
import { schemeLinkOf } from './scheme-link';
import { cancelPurchase } from '../fees';
import { sendInvitations } from '../invitations';
import { assertPublishable } from '../project-rules';
import { checkPublishable, newProjectCode, PROJECT_MOVES } from './rules';
import type { TenderDeps } from '../tender-common';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
const ENTITY = 'tenderProject';
const changedMeanwhile = () =>
  new AppError('CONFLICT', { messageKey: 'tender:errors.changedMeanwhile', rule: 'version' });

export interface TransitionInput {
  id: string;
  action: TenderAction;
  reason?: string | null | undefined;
}

/**
 * Procurement projects of the buyer's or agency's own organisation (design note sections 1-3), and
 * the published ones suppliers may join. Deadlines are judged by the server clock.
 */
export function createProjectService({ database, clock, audit, quoteMinDays, closeDue }: TenderDeps) {
  const db = database.db;
  // Before anything that shows or moves a project: a passed quote end is 04, never a stale 03.
  const due = async () => {
    await closeDue?.();
  };

  async function ownProject(trx: Trx, actor: OrgActor, id: string): Promise<TenderProjectView> {
    return ownProjectView(actor, await repo.findProject(trx, id));
  }

  async function uniqueCode(trx: Trx): Promise<string> {
    for (;;) {
      const code = newProjectCode(clock.now());
      if (!(await repo.codeTaken(trx, code))) return code;
    }
  }

  const fields = (input: TenderProjectSave) => ({
    name: input.name,
    tender_method: input.tenderMethod,
    budget: input.budget,
    description: input.description ?? null,
    signup_end_time: input.signupEndTime,
    quote_end_time: input.quoteEndTime,
  });

  /**
   * The agency the project is entrusted to: only the buyer's own organisation names it (the agency
   * running the project keeps it as it is), and it must be an agency organisation.
   */
  async function agencyOf(trx: Trx, actor: OrgActor, input: TenderProjectSave, before?: TenderProjectView) {
    if (before && before.departId !== actor.departId) return before.agencyOrgId;
    const agencyId = input.agencyOrgId ?? null;
    if (agencyId && !(await repo.isAgencyOrg(trx, agencyId)))
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'project-workspace:errors.agencyNotFound',
        field: 'agencyOrgId',
        rule: 'agency',
      });
    return agencyId;
  }

  return {
    /** Creates a draft, or changes a draft of the caller's organisation. */
    async save(ctx: Ctx, input: TenderProjectSave): Promise<TenderProjectView> {
      const actor = projectBuyer(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const at = clock.now().toISOString();
        const before = input.id ? await ownProject(trx, actor, input.id) : undefined;
        let id: string;
        if (before) {
          if (before.status !== P.DRAFT)
            throw new AppError('CONFLICT', { messageKey: 'tender:errors.notDraft', rule: 'notDraft' });
          id = before.id;
          const changed = await repo.updateProject(trx, before, {
            ...fields(input),
            agency_org_id: await agencyOf(trx, actor, input, before),
            version: before.version + 1,
            updated_by: actor.userId,
            updated_at: at,
          });
          if (!changed) throw changedMeanwhile();
        } else {
          id = randomId();
          await repo.insertProject(trx, {
            id,
            project_code: await uniqueCode(trx),
            ...fields(input),
            agency_org_id: await agencyOf(trx, actor, input),
            depart_id: actor.departId,
            status: P.DRAFT,
            published_at: null,
            cancel_reason: null,
            opened_at: null,
            version: 1,
            created_by: actor.userId,
            updated_by: actor.userId,
            created_at: at,
            updated_at: at,
          });
        }
        const after = await ownProject(trx, actor, id);
        const action = before ? 'update' : 'create';
        await audit.append(
          trx,
          actor,
          { entityType: ENTITY, entityId: id, action, before, after },
          ctx.requestId,
        );
        return after;
      });
    },

    async get(actor: Actor, id: string): Promise<TenderProjectView> {
      await due();
      const project = ownProjectView(actor, await repo.findProject(db, id));
      const scheme = await schemeLinkOf(db, project.id);
      return scheme ? { ...project, scheme } : project;
    },

    async page(
      actor: Actor,
      query: PageQuery & { name?: string | undefined; status?: string | undefined },
    ): Promise<PageResult<TenderProjectView>> {
      await due();
      const own = projectBuyer(actor);
      const [records, total] = await repo.projectPage(db, {
        ...query,
        departId: own.departId,
        // Agency staff also see the projects entrusted to their organisation.
        asAgency: own.roleCode === ROLES.FORMAL_AGENT || own.roleCode === ROLES.TEMP_AGENT,
      });
      return pageResult(records, total, query);
    },

    /** submit, approve, publish, cancel (with a reason) or return; every move is audited (07: results). */
    async transition(ctx: Ctx, input: TransitionInput): Promise<TenderProjectView> {
      await due();
      const actor = projectBuyer(ctx.actor);
      // Read before the unit of work: a configuration read inside it would wait for its connection.
      const minDays = input.action === 'publish' ? await quoteMinDays() : 0;
      const move = PROJECT_MOVES[input.action];
      return transact(database, clock, ctx, async (trx) => {
        const before = await ownProject(trx, actor, input.id);
        if (!move.from.includes(before.status))
          throw new AppError('CONFLICT', {
            messageKey: `tender:errors.cannot.${input.action}`,
            rule: 'status',
          });
        const reason = (input.reason ?? '').trim();
        if (input.action === 'cancel' && !reason)
          throw new AppError('VALIDATION_FAILED', {
            messageKey: TENDER_MESSAGES.cancelReasonRequired,
            field: 'reason',
            rule: 'cancelReasonRequired',
          });
        if (input.action === 'return' && !reason)
          throw new AppError('VALIDATION_FAILED', {
            messageKey: 'project-rules:validation.returnReasonRequired',
            field: 'reason',
            rule: 'returnReasonRequired',
          });
        if (input.action === 'publish') {
          checkPublishable(before, clock.now(), minDays);
          // Published with its rules and notice (project-rules): a 409 naming what is missing.
          await assertPublishable(trx, before.id);
        }
        const at = clock.now().toISOString();
        const changed = await repo.updateProject(trx, before, {
          status: move.to,
          ...(input.action === 'publish' ? { published_at: at } : {}),
          ...(input.action === 'cancel' ? { cancel_reason: reason } : {}),
          version: before.version + 1,
          updated_by: actor.userId,
          updated_at: at,
        });
        if (!changed) throw changedMeanwhile();
        const after = await ownProject(trx, actor, before.id);
        await audit.append(
          trx,
          actor,
          {
            entityType: ENTITY,
            entityId: before.id,
            action: input.action,
            before,
            after: input.action === 'return' ? { ...after, returnReason: reason } : after,
          },
          ctx.requestId,
        );
        // Cancel purchase: every signed-up supplier is told why; paid bails become due for refund.
        if (input.action === 'cancel')
          await cancelPurchase(trx, {
            projectId: before.id,
            projectCode: before.projectCode,
            projectName: before.name,
            reason,
            sentBy: actor.userId,
            now: at,
          });
        // Invitation-only (method 02): the invitations go out with the publication, as project letters.
        if (input.action === 'publish')
          await sendInvitations(trx, { projectId: before.id, sentBy: actor.userId, now: at });
        return after;
      });
    },

    /** Suppliers: published projects whose quote end is still ahead, by the server clock. */
    async openPage(
      actor: Actor,
      query: PageQuery & { name?: string | undefined },
    ): Promise<PageResult<OpenTenderView>> {
      await due();
      const supplier = openTenderReader(actor);
      const now = clock.now().toISOString();
      const [records, total] = await repo.openPage(db, {
        ...query,
        now,
        supplierDepartId: supplier.departId,
      });
      return pageResult(records, total, query);
    },

    async openGet(actor: Actor, id: string): Promise<OpenTenderView> {
      await due();
      const supplier = openTenderReader(actor);
      const found = await repo.findOpen(db, id, clock.now().toISOString(), supplier.departId);
      if (!found) throw projectNotFound('id');
      return found;
    },

    /** The assistant's view: open tenders, soonest quote end first; none for other roles. */
    async openTenders(actor: Actor, options: { limit: number }): Promise<OpenTenderView[]> {
      if (!isFormalSupplier(actor)) return [];
      await due();
      const limit = Math.max(1, Math.min(50, Math.floor(options.limit)));
      return repo.openList(db, clock.now().toISOString(), actor.departId, limit);
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
