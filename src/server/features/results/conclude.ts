import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { ResultContentView } from '@/shared/contracts/results';
import { transact } from '../../db/transact';
import type { RequestContext } from '../../lib/request-context';
import { assertNoBlockingObjection } from '../objections';
import { findProject, type ProjectHook, type TenderDeps } from '../tender-common';
import { buyerProject, resultError } from './access';
import * as repo from './repository';
import { allotmentComplete, contentView } from './views';

/**
 * The conclusion (06 -> 07), the only way to 07: refused before the publicity ends (server time), while
 * a results objection is 00 or 01, without confirmed winners or, for goods, without a complete
 * allotment. In one transaction: the project moves, the move is audited, the afterConclude hooks run
 * (the notices, then the contracts) and the plan lines behind the project become procured (07).
 */
export function createConcluder(
  { database, clock, audit }: TenderDeps,
  afterConclude: readonly ProjectHook[],
) {
  return async function conclude(ctx: RequestContext, projectId: string): Promise<ResultContentView> {
    return transact(database, clock, ctx, async (trx) => {
      const before = await buyerProject(trx, ctx.actor, projectId);
      if (before.status !== PURCHASE_STATUS.PUBLICITY)
        throw resultError('CONFLICT', 'notPublicity', { field: 'projectId', rule: 'status' });
      const now = clock.now();
      const publicity = await repo.findPublicity(trx, before.id);
      if (!publicity || now.getTime() < Date.parse(publicity.ends_at))
        throw resultError('CONFLICT', 'publicityRunning', {
          field: 'projectId',
          rule: 'publicityRunning',
          vars: { endsAt: publicity?.ends_at ?? '' },
        });
      await assertNoBlockingObjection(trx, before.id);
      const winners = await repo.listWinners(trx, before.id);
      if (winners.length === 0)
        throw resultError('CONFLICT', 'noWinners', { field: 'projectId', rule: 'noWinners' });
      const subjects = await repo.listSubjectMatters(trx, before.id);
      if (
        subjects.length > 0 &&
        !allotmentComplete(
          subjects,
          await repo.listAllotments(trx, before.id),
          new Set(winners.map((w) => w.org_id)),
        )
      )
        throw resultError('CONFLICT', 'allotmentIncomplete', { field: 'projectId', rule: 'allotment' });
      const at = now.toISOString();
      if (
        !(await repo.moveProject(
          trx,
          before.id,
          before.status,
          PURCHASE_STATUS.CONCLUDED,
          ctx.actor.userId,
          at,
        ))
      )
        throw resultError('CONFLICT', 'notPublicity', { field: 'projectId', rule: 'status' });
      const { packageId } = await repo.projectExtras(trx, before.id);
      const planLines = await repo.procurePlanLines(trx, before.id, packageId, at);
      const after = (await findProject(trx, before.id)) ?? before;
      await audit.append(
        trx,
        ctx.actor,
        {
          entityType: 'tenderProject',
          entityId: before.id,
          action: 'conclude',
          before,
          after: { ...after, winners: winners.map((w) => ({ orgId: w.org_id, price: w.price })), planLines },
        },
        ctx.requestId,
      );
      for (const hook of afterConclude) await hook(trx, ctx, before.id);
      return contentView(trx, after, now);
    });
  };
}
