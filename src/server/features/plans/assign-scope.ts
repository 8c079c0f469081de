import { type RawBuilder, sql } from 'kysely';
import { isBuyerSideRole } from '@/shared/codes/procurement';
import { PLAN_STATUS as S } from '@/shared/codes/plans';
import type { AssignLevel, AssignLineView, AssignOption } from '@/shared/contracts/plan-packages';
import { PLAN_PACKAGE_FUNCTIONS } from '@/shared/contracts/plan-paths';
import { AppError } from '../../lib/app-error';
import type { PlanCaller } from './access';
import { type LineRecord, linesByIds, PROCURED_PLAN_TYPES } from './assign-repository';
import type { Db } from './repository';

/** Each allocation level is its own screen (route meta menuType), so its own grant. */
export const ASSIGN_FUNCTIONS: Readonly<Record<AssignLevel, string>> = {
  '00': PLAN_PACKAGE_FUNCTIONS.departAssign,
  '01': PLAN_PACKAGE_FUNCTIONS.departmentAssign,
};

/** Lines that went past approval through allocation (the "allocated" tab keeps showing them). */
export const PAST_ALLOCATION: readonly string[] = [S.ALLOCATED, S.PACKAGED, S.IN_SCHEME, S.PROCURED];
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

export function scope(
  caller: PlanCaller,
  q: { level: string; state?: string | undefined },
): RawBuilder<boolean>[] {
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

export async function countLines(db: Db, conds: RawBuilder<boolean>[]): Promise<number> {
  let q = db
    .selectFrom('plan_lines as l')
    .innerJoin('plans as p', 'p.id', 'l.plan_id')
    .select((eb) => eb.fn.countAll().as('n'));
  for (const c of conds) q = q.where(c);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/** Level 00: the departments of the organisation; level 01: the buyer users of my department. */
export async function assignOptions(db: Db, caller: PlanCaller, level: string): Promise<AssignOption[]> {
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
