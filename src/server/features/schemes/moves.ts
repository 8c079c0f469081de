import { SCHEME_STATUS as S } from '@/shared/codes/plans';
import type { SchemeAction, SchemeExecute, SchemeTransition, SchemeView } from '@/shared/contracts/schemes';
import { transact } from '../../db/transact';
import { createSchemeProject } from '../projects';
import { changedMeanwhile, own, schemeError } from './access';
import { fullView } from './reads';
import * as repo from './repository';
import { auditScheme, type Ctx, movePackages, type SchemeDeps } from './service';

/** Each move's starting statuses and target; cancel keeps the status and frees the packages. */
const MOVES: Readonly<Record<SchemeAction, { from: readonly string[]; to?: string }>> = {
  submit: { from: [S.DRAFT], to: S.SUBMITTED },
  withdraw: { from: [S.SUBMITTED], to: S.DRAFT },
  approve: { from: [S.SUBMITTED], to: S.APPROVED },
  reject: { from: [S.SUBMITTED], to: S.REJECTED },
  cancel: { from: [S.DRAFT, S.SUBMITTED, S.APPROVED, S.REJECTED] },
};

/**
 * Scheme moves (design note section 7): submit, withdraw, approve by another user than the author,
 * reject and cancel with a reason; execute an approved scheme into one draft tender project per
 * package, prefilled and linked back, its lines procured (07). All in one unit of work, audited.
 */
export function createSchemeMoves({ database, clock, audit, access }: SchemeDeps) {
  return {
    async transition(ctx: Ctx, input: SchemeTransition): Promise<SchemeView> {
      const c = await access.caller(ctx.actor, true);
      const move = MOVES[input.action];
      return transact(database, clock, ctx, async (trx) => {
        const at = clock.now().toISOString();
        const before = own(c, await repo.findScheme(trx, input.id));
        if (!move.from.includes(before.status))
          throw schemeError('CONFLICT', `cannot.${input.action}`, 'status');
        if (input.version !== undefined && input.version !== before.version) throw changedMeanwhile();
        if (input.action === 'approve' && before.createdBy === c.actor.userId)
          throw schemeError('FORBIDDEN', 'selfApproval', 'id');
        const reason = input.reason?.trim() || null;
        const to = move.to ?? before.status;
        const changed = await trx
          .updateTable('schemes')
          .set({
            status: to,
            ...(reason ? { reason } : {}),
            ...(input.action === 'cancel' ? { cancelled_at: at } : {}),
            version: before.version + 1,
            updated_by: c.actor.userId,
            updated_at: at,
          })
          .where('id', '=', before.id)
          .where('status', '=', before.status)
          .where('version', '=', before.version)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw changedMeanwhile();
        if (input.action === 'cancel')
          await movePackages(trx, before.id, await repo.schemePackageIds(trx, before.id), false, at);
        await repo.addHistory(
          trx,
          { schemeId: before.id, action: input.action, from: before.status, to, reason },
          c.actor.userId,
          at,
        );
        const row = await repo.schemesWithNames(trx).where('s.id', '=', before.id).executeTakeFirstOrThrow();
        const after = await fullView(trx, repo.schemeRecord(row));
        await auditScheme(audit, trx, ctx, input.action, before, after);
        return after;
      });
    },

    /** An approved scheme becomes its tender projects (drafts of the executing buyer); only once. */
    async execute(ctx: Ctx, input: SchemeExecute): Promise<SchemeView> {
      const c = await access.caller(ctx.actor, true);
      return transact(database, clock, ctx, async (trx) => {
        const now = clock.now();
        const at = now.toISOString();
        const before = own(c, await repo.findScheme(trx, input.id));
        if (before.status === S.EXECUTED) throw schemeError('CONFLICT', 'alreadyExecuted', 'status');
        if (before.status !== S.APPROVED) throw schemeError('CONFLICT', 'cannot.execute', 'status');
        if (input.version !== undefined && input.version !== before.version) throw changedMeanwhile();
        const changed = await trx
          .updateTable('schemes')
          .set({
            status: S.EXECUTED,
            version: before.version + 1,
            updated_by: c.actor.userId,
            updated_at: at,
          })
          .where('id', '=', before.id)
          .where('status', '=', S.APPROVED)
          .where('version', '=', before.version)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw changedMeanwhile();
        const view = await fullView(trx, before);
        const single = view.packages.length === 1;
        for (const pkg of view.packages) {
          const projectId = await createSchemeProject(trx, {
            schemeId: before.id,
            packageId: pkg.id,
            name: single ? before.name : `${before.name} - ${pkg.name}`.slice(0, 100),
            tenderMethod: before.tenderMethod,
            budget: pkg.budget,
            description: before.qualification ?? null,
            departId: c.actor.departId,
            agencyOrgId: before.agencyOrgId ?? null,
            evaluationMethod: before.evaluationMethod,
            signupEndTime: before.quoteEndTime,
            quoteEndTime: before.quoteEndTime,
            actorId: c.actor.userId,
            at: now,
          });
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'tenderProject',
              entityId: projectId,
              action: 'create',
              before: null,
              after: { schemeId: before.id, packageId: pkg.id, budget: pkg.budget },
            },
            ctx.requestId,
          );
        }
        // The lines stay in scheme (06) until their project concludes: the results' conclusion procures them (07).
        await repo.addHistory(
          trx,
          { schemeId: before.id, action: 'execute', from: S.APPROVED, to: S.EXECUTED },
          c.actor.userId,
          at,
        );
        const after = await fullView(trx, own(c, await repo.findScheme(trx, before.id)));
        await auditScheme(audit, trx, ctx, 'execute', before, after);
        return after;
      });
    },
  };
}
