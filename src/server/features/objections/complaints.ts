import type { z } from 'zod';
import { ROLES } from '@/shared/codes/roles';
import {
  COMPLAINT_STATUS as C,
  type ComplaintView,
  type ObjectionView,
  type complaintDecideSchema,
  type complaintFileSchema,
  type complaintPageSchema,
} from '@/shared/contracts/objections';
import { randomId } from '@/shared/format/random-id';
import { COMPLAINT_MOVES, complaintAllowedFor } from '@/shared/rules/objection-rules';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import type { Db, TenderDeps } from '../tender-common';
import { objectionNotFound, ownObjection, requireSupervisor } from './access';
import * as repo from './repository';
import { complaintView } from './views';

type Ctx = Pick<RequestContext, 'actor' | 'idempotency' | 'requestId'>;
type View = (trx: Db, id: string) => Promise<ObjectionView>;

const ENTITY = 'complaint';
const complaintNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'objections:errors.complaintNotFound', field: 'id' });
const conflict = (key: string, field: string) =>
  new AppError('CONFLICT', { messageKey: `objections:errors.${key}`, field, rule: key });

/**
 * Complaints: the filer's organisation escalates an objection rejected as inadmissible, or one still
 * waiting past its due time (one complaint per objection); the platform's supervisors take it in hand
 * and decide it (upheld or dismissed, with the decision). Audited and notified.
 */
export function createComplaintService({ database, clock, audit, notify }: TenderDeps, view: View) {
  const db = database.db;

  async function current(trx: Trx, id: string): Promise<ComplaintView> {
    const row = await repo.findComplaint(trx, id);
    if (!row) throw complaintNotFound();
    return complaintView(row);
  }

  return {
    async complain(ctx: Ctx, input: z.output<typeof complaintFileSchema>): Promise<ObjectionView> {
      return transact(database, clock, ctx, async (trx) => {
        const row = ownObjection(ctx.actor, await repo.findObjection(trx, input.objectionId), 'objectionId');
        if (await repo.complaintOf(trx, row.id)) throw conflict('complaintExists', 'objectionId');
        if (!complaintAllowedFor({ status: row.status, dueAt: row.due_at }, clock.now().getTime()))
          throw conflict('complaintNotAllowed', 'objectionId');
        const id = randomId();
        await repo.insertComplaint(trx, {
          id,
          objection_id: row.id,
          filed_by: ctx.actor.userId,
          reason: input.reason.trim(),
          status: C.SUBMITTED,
          filed_at: clock.now().toISOString(),
          decided_by: null,
          decided_at: null,
          decision: null,
          version: 1,
        });
        const after = await current(trx, id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: id, action: 'file', after },
          ctx.requestId,
        );
        const supervisors = await repo.usersWithRole(trx, ROLES.SYS_ADMIN);
        if (supervisors.length > 0)
          await notify?.(trx, {
            event: 'complaintFiled',
            to: { userIds: supervisors },
            projectId: row.project_id,
            titleKey: 'objections:notify.complaintTitle',
            bodyKey: 'objections:notify.complaintBody',
            vars: { projectName: row.project_name, title: row.title },
            link: `/clarification/auditContent?id=${row.id}`,
            actorUserId: ctx.actor.userId,
          });
        return view(trx, row.id);
      });
    },

    async complaintPage(query: z.output<typeof complaintPageSchema>): Promise<PageResult<ComplaintView>> {
      const { rows, total } = await repo.listComplaints(
        db,
        { status: query.status },
        { limit: query.pageSize, offset: offsetOf(query) },
      );
      return pageResult(rows.map(complaintView), total, query);
    },

    /** Supervisors: one objection with its complaint, whoever's it is. */
    async auditDetail(ctx: Pick<Ctx, 'actor'>, id: string): Promise<ObjectionView> {
      requireSupervisor(ctx.actor);
      const row = await repo.findObjection(db, id);
      if (!row) throw objectionNotFound();
      return view(db, id);
    },

    async complaintHandle(ctx: Ctx, id: string): Promise<ComplaintView> {
      requireSupervisor(ctx.actor);
      return decideOrHandle(ctx, id, 'handle');
    },

    async complaintDecide(ctx: Ctx, input: z.output<typeof complaintDecideSchema>): Promise<ComplaintView> {
      requireSupervisor(ctx.actor);
      return decideOrHandle(ctx, input.id, 'decide', input);
    },
  };

  function decideOrHandle(
    ctx: Ctx,
    id: string,
    action: 'handle' | 'decide',
    input?: z.output<typeof complaintDecideSchema>,
  ): Promise<ComplaintView> {
    return transact(database, clock, ctx, async (trx) => {
      const row = await repo.findComplaint(trx, id);
      if (!row) throw complaintNotFound();
      if (!COMPLAINT_MOVES[action].from.includes(row.status))
        throw conflict(`cannot.${action}Complaint`, 'id');
      const before = complaintView(row);
      const at = clock.now().toISOString();
      const set = input
        ? {
            status: input.upheld ? C.UPHELD : C.DISMISSED,
            decision: input.decision.trim(),
            decided_by: ctx.actor.userId,
            decided_at: at,
          }
        : { status: C.HANDLING };
      if (!(await repo.updateComplaint(trx, id, row.version, set))) throw conflict('changedMeanwhile', 'id');
      const after = await current(trx, id);
      await audit.append(
        trx,
        ctx.actor,
        { entityType: ENTITY, entityId: id, action, before, after },
        ctx.requestId,
      );
      if (input) {
        const base = {
          event: 'complaintDecided' as const,
          projectId: row.project_id,
          titleKey: `objections:notify.complaint${input.upheld ? 'Upheld' : 'Dismissed'}Title`,
          bodyKey: 'objections:notify.complaintDecidedBody',
          vars: { projectName: row.project_name, title: row.objection_title, decision: after.decision ?? '' },
          actorUserId: ctx.actor.userId,
        };
        await notify?.(trx, {
          ...base,
          to: { departIds: [row.supplier_depart_id] },
          link: `/clarification/objection-detail?id=${row.objection_id}`,
        });
        await notify?.(trx, {
          ...base,
          to: { projectBuyers: row.project_id },
          link: `/procurement/objectionDetail?id=${row.objection_id}`,
        });
      }
      return after;
    });
  }
}
