import type {
  InvitationCandidatesQuery,
  InvitationInviteInput,
  InvitationProjectQuery,
  InvitationRemoveInput,
  InvitationView,
  MyInvitationView,
  MyInvitationsQuery,
  SupplierCandidateView,
} from '@/shared/contracts/invitations';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { TenderDeps } from '../tender-common';
import { invitationError, invitedSupplier, invitingProject, ownProjectFacts } from './access';
import * as repo from './repository';
import { sendInvitations } from './send';

const ENTITY = 'tenderInvitation';

/**
 * Invitations of method 02 projects: the buyer side picks supplier organisations from the library
 * while the project is drafted or published; they are sent as project letters at publication (at once
 * when already published). The invited supplier's first opening records the read time.
 */
export function createInvitationService({ database, clock, audit, closeDue }: TenderDeps) {
  const db = database.db;
  const window = (q: { pageNo: number; pageSize: number }) => ({ limit: q.pageSize, offset: offsetOf(q) });

  return {
    async candidates(
      actor: Actor,
      query: InvitationCandidatesQuery,
    ): Promise<PageResult<SupplierCandidateView>> {
      await ownProjectFacts(db, actor, query.projectId);
      const [records, total] = await repo.libraryPage(db, query.projectId, query.keyword, window(query));
      return pageResult(records, total, query);
    },

    async list(actor: Actor, query: InvitationProjectQuery): Promise<{ records: InvitationView[] }> {
      await ownProjectFacts(db, actor, query.projectId);
      return { records: await repo.listOfProject(db, query.projectId) };
    },

    /** Adds the organisations not invited yet; sends at once when the project is published. */
    async invite(ctx: RequestContext, input: InvitationInviteInput): Promise<{ records: InvitationView[] }> {
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        const project = await invitingProject(trx, ctx.actor, input.projectId);
        const library = await repo.inLibrary(trx, input.departIds);
        const outside = input.departIds.findIndex((id) => !library.has(id));
        if (outside >= 0)
          throw invitationError('VALIDATION_FAILED', 'notInLibrary', { field: `departIds.${outside}` });
        const at = clock.now().toISOString();
        const added: string[] = [];
        for (const departId of input.departIds) {
          if (await repo.isInvited(trx, project.id, departId)) continue;
          await repo.insertInvitation(trx, {
            id: randomId(),
            project_id: project.id,
            supplier_depart_id: departId,
            invited_by: ctx.actor.userId,
            invited_at: at,
            sent_at: null,
            read_by: null,
            read_at: null,
          });
          added.push(departId);
        }
        const sent =
          project.status === P.PUBLISHED
            ? await sendInvitations(trx, { projectId: project.id, sentBy: ctx.actor.userId, now: at })
            : 0;
        if (added.length > 0)
          await audit.append(
            trx,
            ctx.actor,
            { entityType: ENTITY, entityId: project.id, action: 'invite', after: { departIds: added, sent } },
            ctx.requestId,
          );
        return { records: await repo.listOfProject(trx, project.id) };
      });
    },

    /** Withdraws an invitation that has not gone out (the project is not published yet). */
    async remove(ctx: RequestContext, input: InvitationRemoveInput): Promise<{ records: InvitationView[] }> {
      return transact(database, clock, ctx, async (trx) => {
        const project = await invitingProject(trx, ctx.actor, input.projectId);
        const found = await repo.findInvitation(trx, project.id, input.departId);
        if (!found) throw invitationError('NOT_FOUND', 'invitationNotFound', { field: 'departId' });
        if (found.sent_at) throw invitationError('CONFLICT', 'alreadySent', { field: 'departId' });
        await repo.deleteInvitation(trx, found.id);
        await audit.append(
          trx,
          ctx.actor,
          { entityType: ENTITY, entityId: project.id, action: 'remove', before: found },
          ctx.requestId,
        );
        return { records: await repo.listOfProject(trx, project.id) };
      });
    },

    /** My organisation's sent invitations, unread first. */
    async mine(actor: Actor, query: MyInvitationsQuery): Promise<PageResult<MyInvitationView>> {
      const supplier = invitedSupplier(actor);
      await closeDue?.();
      const [records, total] = await repo.minePage(db, supplier.departId, !!query.unreadOnly, window(query));
      return pageResult(records, total, query);
    },

    /** Opens my organisation's invitation to a project; the first opening is the read receipt. */
    async read(ctx: RequestContext, input: { projectId: string }): Promise<MyInvitationView> {
      const supplier = invitedSupplier(ctx.actor);
      return transact(database, clock, ctx, async (trx) => {
        const found = await repo.findInvitation(trx, input.projectId, supplier.departId);
        if (!found?.sent_at) throw invitationError('NOT_FOUND', 'invitationNotFound', { field: 'projectId' });
        if (!found.read_at) {
          const at = clock.now().toISOString();
          await repo.markRead(trx, found.id, supplier.userId, at);
          await audit.append(
            trx,
            ctx.actor,
            { entityType: ENTITY, entityId: found.id, action: 'read', after: { readAt: at } },
            ctx.requestId,
          );
        }
        const view = await repo.mineOne(trx, supplier.departId, input.projectId);
        if (!view) throw invitationError('NOT_FOUND', 'invitationNotFound', { field: 'projectId' });
        return view;
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
