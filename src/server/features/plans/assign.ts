import { PLAN_STATUS as S } from '@/shared/codes/plans';
import type {
  AssignLineView,
  AssignPageQuery,
  AssignPageResult,
  AssignSave,
  AssignUndo,
} from '@/shared/contracts/plan-packages';
import { randomId } from '@/shared/format/random-id';
import { transact, type Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { offsetOf, pageResult } from '../../lib/paging';
import type { Actor } from '../../lib/request-context';
import type { PlanCaller } from './access';
import {
  insertAllocations,
  keywordOf,
  LINE_ORDER,
  type LineRecord,
  lineRecord,
  lineView,
  linesByIds,
  linesWithPlan,
} from './assign-repository';
import {
  ASSIGN_FUNCTIONS,
  assignOptions,
  countLines,
  lineError,
  ownLines,
  PAST_ALLOCATION,
  scope,
} from './assign-scope';
import type { Ctx } from './plan-view';
import type { PlanDeps } from './service';

/** Allocation of approved lines: to a department (level 00), then to the buyer who executes them (01). */
export function createAssignService({ database, clock, audit, access }: PlanDeps) {
  const db = database.db;

  const record = async (
    trx: Trx,
    ctx: Ctx,
    caller: PlanCaller,
    action: string,
    level: string,
    lines: LineRecord[],
    after: { departId?: string | null; executorId?: string | null },
  ) => {
    const at = clock.now().toISOString();
    await insertAllocations(
      trx,
      lines.map((l) => ({
        id: randomId(),
        org_id: caller.orgId,
        line_id: l.id,
        level,
        action,
        depart_id: after.departId ?? null,
        executor_id: after.executorId ?? null,
        actor_id: caller.actor.userId,
        at,
      })),
    );
    await audit.append(
      trx,
      ctx.actor,
      {
        entityType: 'plan-allocation',
        entityId: lines[0]?.id ?? '',
        action: `${action}-${level}`,
        before: lines.map((l) => ({
          id: l.id,
          status: l.status,
          departId: l.assignedDepartId,
          executorId: l.executorId,
        })),
        after: { lineIds: lines.map((l) => l.id), ...after },
      },
      ctx.requestId,
    );
  };

  return {
    async page(actor: Actor, query: AssignPageQuery): Promise<AssignPageResult> {
      const caller = await access.caller(actor);
      await access.requireFunction(caller.actor, ASSIGN_FUNCTIONS[query.level]);
      let rows = linesWithPlan(db);
      const conds = scope(caller, query);
      if (query.keyword) conds.push(keywordOf(query.keyword));
      for (const c of conds) rows = rows.where(c);
      const kw = query.keyword ? [keywordOf(query.keyword)] : [];
      const [records, total, todo, done, opts] = await Promise.all([
        LINE_ORDER(rows).limit(query.pageSize).offset(offsetOf(query)).execute(),
        countLines(db, conds),
        countLines(db, [...scope(caller, { level: query.level, state: 'todo' }), ...kw]),
        countLines(db, [...scope(caller, { level: query.level, state: 'done' }), ...kw]),
        assignOptions(db, caller, query.level),
      ]);
      return {
        ...pageResult(
          records.map((r) => lineView(lineRecord(r))),
          total,
          query,
        ),
        stateCounts: { todo, done },
        options: opts,
      };
    },

    /** Level 00: approved (or allocated, unpackaged) lines to a department; 01: my department's lines to a buyer. */
    async save(ctx: Ctx, input: AssignSave): Promise<{ lines: AssignLineView[] }> {
      const caller = await access.caller(ctx.actor);
      await access.requireFunction(caller.actor, ASSIGN_FUNCTIONS[input.level]);
      if (input.level === '00' && input.departId) await access.requireDepart(caller, input.departId);
      if (input.level === '01') {
        const allowed = await assignOptions(db, caller, '01');
        if (!allowed.some((o) => o.id === input.executorId))
          throw new AppError('NOT_FOUND', {
            messageKey: 'plan-package:errors.executorNotFound',
            field: 'executorId',
          });
      }
      return transact(database, clock, ctx, async (trx) => {
        const lines = await ownLines(trx, caller, input.lineIds);
        const at = clock.now().toISOString();
        lines.forEach((l, i) => {
          if (input.level === '00') {
            const free = l.status === S.APPROVED || (l.status === S.ALLOCATED && !l.packageId);
            if (!free) throw lineError('CONFLICT', 'notAssignable', i, l);
          } else if (l.assignedDepartId !== caller.actor.departId || !PAST_ALLOCATION.includes(l.status))
            throw lineError('NOT_FOUND', 'lineNotFound', i);
        });
        const ids = lines.map((l) => l.id);
        const set =
          input.level === '00'
            ? { status: S.ALLOCATED, assigned_depart_id: input.departId ?? null, executor_id: null }
            : { executor_id: input.executorId ?? null };
        let update = trx
          .updateTable('plan_lines')
          .set({ ...set, assigned_at: at, updated_at: at })
          .where('id', 'in', ids);
        // Conditional on what was checked: a concurrent packaging or allocation makes the count short.
        if (input.level === '00')
          update = update.where('status', 'in', [S.APPROVED, S.ALLOCATED]).where('package_id', 'is', null);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== ids.length)
          throw new AppError('CONFLICT', {
            messageKey: 'plan-package:errors.changedMeanwhile',
            field: 'lineIds',
          });
        await record(trx, ctx, caller, 'assign', input.level, lines, {
          departId: input.level === '00' ? input.departId : lines[0]?.assignedDepartId,
          executorId: input.level === '01' ? input.executorId : null,
        });
        return { lines: (await linesByIds(trx, ids)).map(lineView) };
      });
    },

    /** Level 00: back to approved (04 -> 02) while not packaged; level 01: the executor is taken off. */
    async undo(ctx: Ctx, input: AssignUndo): Promise<{ lines: AssignLineView[] }> {
      const caller = await access.caller(ctx.actor);
      await access.requireFunction(caller.actor, ASSIGN_FUNCTIONS[input.level]);
      return transact(database, clock, ctx, async (trx) => {
        const lines = await ownLines(trx, caller, input.lineIds);
        const at = clock.now().toISOString();
        lines.forEach((l, i) => {
          if (input.level === '01' && l.assignedDepartId !== caller.actor.departId)
            throw lineError('NOT_FOUND', 'lineNotFound', i);
          if (l.status !== S.ALLOCATED || l.packageId) throw lineError('CONFLICT', 'notUndoable', i, l);
        });
        const ids = lines.map((l) => l.id);
        const set =
          input.level === '00'
            ? { status: S.APPROVED, assigned_depart_id: null, executor_id: null, assigned_at: null }
            : { executor_id: null };
        const result = await trx
          .updateTable('plan_lines')
          .set({ ...set, updated_at: at })
          .where('id', 'in', ids)
          .where('status', '=', S.ALLOCATED)
          .where('package_id', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== ids.length)
          throw new AppError('CONFLICT', {
            messageKey: 'plan-package:errors.changedMeanwhile',
            field: 'lineIds',
          });
        await record(trx, ctx, caller, 'undo', input.level, lines, {});
        return { lines: (await linesByIds(trx, ids)).map(lineView) };
      });
    },
  };
}
