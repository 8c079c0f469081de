import { type RawBuilder, sql } from 'kysely';
import { isBuyerSideRole } from '@/shared/codes/procurement';
import { PLAN_STATUS as S } from '@/shared/codes/plans';
import type {
  AssignLevel,
  AssignLineView,
  AssignOption,
  AssignPageQuery,
  AssignPageResult,
  AssignSave,
  AssignUndo,
} from '@/shared/contracts/plan-packages';
import { PLAN_PACKAGE_FUNCTIONS } from '@/shared/contracts/plan-paths';
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
  PROCURED_PLAN_TYPES,
} from './assign-repository';
import type { Ctx } from './plan-view';
import type { Db } from './repository';
import type { PlanDeps } from './service';

/** Each allocation level is its own screen (route meta menuType), so its own grant. */
const ASSIGN_FUNCTIONS: Readonly<Record<AssignLevel, string>> = {
  '00': PLAN_PACKAGE_FUNCTIONS.departAssign,
  '01': PLAN_PACKAGE_FUNCTIONS.departmentAssign,
};

/** Lines that went past approval through allocation (the "allocated" tab keeps showing them). */
const PAST_ALLOCATION: readonly string[] = [S.ALLOCATED, S.PACKAGED, S.IN_SCHEME, S.PROCURED];
const eq = (column: string, value: string) => sql<boolean>`${sql.ref(column)} = ${value}`;

/** A refusal about one line, naming it (plan title and line number) and its place in the request. */
export function lineError(
  code: 'NOT_FOUND' | 'CONFLICT',
  key: string,
  index: number,
  line?: Pick<AssignLineView, 'planTitle' | 'lineNo' | 'materialName'>,
) {
  return new AppError(code, {
    messageKey: `plan-package:errors.${key}`,
    field: `lineIds.${index}`,
    rule: key,
    vars: { line: line ? `${line.planTitle} #${line.lineNo} ${line.materialName}` : '' },
  });
}

/** Lines of the caller's organisation, or the "missing" answer naming the first that is not. */
export async function ownLines(db: Db, caller: PlanCaller, ids: readonly string[]): Promise<LineRecord[]> {
  const lines = await linesByIds(db, ids);
  ids.forEach((id, i) => {
    const line = lines.find((l) => l.id === id);
    if (!line || line.orgId !== caller.orgId || !PROCURED_PLAN_TYPES.includes(line.planType))
      throw lineError('NOT_FOUND', 'lineNotFound', i);
  });
  return lines;
}

function scope(caller: PlanCaller, q: { level: string; state?: string | undefined }): RawBuilder<boolean>[] {
  const out = [eq('p.org_id', caller.orgId), sql<boolean>`p.plan_type in (${sql.join(PROCURED_PLAN_TYPES)})`];
  const past = sql<boolean>`l.status in (${sql.join(PAST_ALLOCATION)})`;
  if (q.level === '00') {
    const done = sql<boolean>`(l.assigned_depart_id is not null and ${past})`;
    if (q.state === 'todo') out.push(eq('l.status', S.APPROVED));
    else if (q.state === 'done') out.push(done);
    else out.push(sql<boolean>`(l.status = ${S.APPROVED} or ${done})`);
  } else {
    out.push(eq('l.assigned_depart_id', caller.actor.departId), past);
    if (q.state === 'todo') out.push(sql<boolean>`l.executor_id is null`);
    if (q.state === 'done') out.push(sql<boolean>`l.executor_id is not null`);
  }
  return out;
}

async function countLines(db: Db, conds: RawBuilder<boolean>[]): Promise<number> {
  let q = db
    .selectFrom('plan_lines as l')
    .innerJoin('plans as p', 'p.id', 'l.plan_id')
    .select((eb) => eb.fn.countAll().as('n'));
  for (const c of conds) q = q.where(c);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/** Level 00: the departments of the organisation; level 01: the buyer users of my department. */
async function options(db: Db, caller: PlanCaller, level: string): Promise<AssignOption[]> {
  if (level === '01') {
    const rows = await db
      .selectFrom('user_roles as ur')
      .innerJoin('users as u', 'u.id', 'ur.user_id')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['u.id', 'u.name', 'r.code'])
      .where('ur.depart_id', '=', caller.actor.departId)
      .where('u.status', '=', '00')
      .orderBy('u.name')
      .execute();
    const seen = new Set<string>();
    return rows
      .filter((r) => isBuyerSideRole(r.code) && !seen.has(r.id) && seen.add(r.id))
      .map((r) => ({ id: r.id, name: r.name }));
  }
  const out: AssignOption[] = [];
  let parents = [caller.orgId];
  for (let depth = 0; depth < 8 && parents.length > 0; depth += 1) {
    const rows = await db
      .selectFrom('organisations')
      .select(['id', 'name'])
      .where('parent_id', 'in', parents)
      .orderBy('name')
      .execute();
    out.push(...rows);
    parents = rows.map((r) => r.id);
  }
  return out;
}

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
        options(db, caller, query.level),
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
        const allowed = await options(db, caller, '01');
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
