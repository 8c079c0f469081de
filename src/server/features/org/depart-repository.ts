import type {
  DepartPageRequest,
  DepartRecord,
  OperationRecord,
  ProcurementUnitRequest,
} from '@/shared/contracts/org';
import { ORG_TYPE } from '@/shared/contracts/org';
import type { OrganisationTable } from '../../db/schema';
import type { PageQuery } from '@/shared/contracts/page-query';
import { containsText, countOf, offsetOf } from '../../lib/paging';
import { given, parseSummary } from './sql-helpers';
import type { Db } from './scope';

export async function findDepart(db: Db, id: string) {
  return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function departCodeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('organisations').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

export async function insertDepart(db: Db, row: OrganisationTable): Promise<void> {
  await db.insertInto('organisations').values(row).execute();
}

export async function updateDepartRow(db: Db, id: string, values: Partial<OrganisationTable>): Promise<void> {
  await db.updateTable('organisations').set(values).where('id', '=', id).execute();
}

export async function deleteDepartRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('organisations').where('id', '=', id).execute();
}

export async function countChildren(db: Db, id: string): Promise<number> {
  return countOf(
    await db
      .selectFrom('organisations')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('parent_id', '=', id)
      .executeTakeFirst(),
  );
}

/** Pairs held in the organisation, and supplier registrations that name it. */
export async function countMembers(db: Db, id: string): Promise<number> {
  const pairs = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('depart_id', '=', id)
    .executeTakeFirst();
  const registrations = await db
    .selectFrom('supplier_registrations')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('depart_id', '=', id)
    .executeTakeFirst();
  return countOf(pairs) + countOf(registrations);
}

/** Users with a live session in the organisation. */
export async function usersSignedInto(db: Db, departId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('user_id')
    .distinct()
    .where('depart_id', '=', departId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}

/** `departIds`: only these organisations (the caller's data scope); null: all. */
export async function departPage(
  db: Db,
  input: DepartPageRequest,
  departIds: readonly string[] | null = null,
): Promise<[DepartRecord[], number]> {
  if (departIds && departIds.length === 0) return [[], 0];
  let base = db.selectFrom('organisations as o');
  if (departIds) base = base.where('o.id', 'in', [...departIds]);
  if (given(input.name)) base = base.where(containsText('o.name', input.name));
  if (given(input.code)) base = base.where(containsText('o.code', input.code));
  if (given(input.orgType)) base = base.where('o.org_type', '=', input.orgType);
  if (given(input.status)) base = base.where('o.status', '=', input.status);
  if (given(input.parentId)) base = base.where('o.parent_id', '=', input.parentId);
  const total = countOf(await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst());
  const rows = await base
    .leftJoin('organisations as p', 'p.id', 'o.parent_id')
    .selectAll('o')
    .select((eb) => [
      'p.name as parent_name',
      eb
        .selectFrom('organisations as c')
        .select(eb.fn.countAll<number>().as('total'))
        .whereRef('c.parent_id', '=', 'o.id')
        .as('child_count'),
      eb
        .selectFrom('user_roles as ur')
        .select((sub) => sub.fn.count<number>('ur.user_id').distinct().as('total'))
        .whereRef('ur.depart_id', '=', 'o.id')
        .as('user_count'),
    ])
    .orderBy('o.sort')
    .orderBy('o.created_at')
    .orderBy('o.id')
    .offset(offsetOf(input))
    .limit(input.pageSize)
    .execute();
  const records = rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    parentName: row.parent_name ?? null,
    name: row.name,
    code: row.code,
    orgType: row.org_type,
    status: row.status,
    sort: row.sort,
    childCount: Number(row.child_count ?? 0),
    userCount: Number(row.user_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
  return [records, total];
}

export async function procurementUnitPage(db: Db, input: ProcurementUnitRequest) {
  let base = db.selectFrom('organisations as o').where('o.org_type', '=', ORG_TYPE.BUYER);
  if (given(input.name)) base = base.where(containsText('o.name', input.name));
  if (given(input.code)) base = base.where(containsText('o.code', input.code));
  if (given(input.status)) base = base.where('o.status', '=', input.status);
  const total = countOf(await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst());
  const rows = await base
    .leftJoin('organisations as p', 'p.id', 'o.parent_id')
    .select(['o.id', 'o.parent_id', 'p.name as parent_name', 'o.name', 'o.code', 'o.status', 'o.sort'])
    .orderBy('o.sort')
    .orderBy('o.created_at')
    .orderBy('o.id')
    .offset(offsetOf(input))
    .limit(input.pageSize)
    .execute();
  const records = rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    parentName: row.parent_name ?? null,
    name: row.name,
    code: row.code,
    status: row.status,
    sort: row.sort,
  }));
  return [records, total] as const;
}

/** Audit entries made in the organisation, about it, or about its users; newest first. */
export async function operationRecordPage(
  db: Db,
  departId: string,
  page: PageQuery,
): Promise<[OperationRecord[], number]> {
  const base = db
    .selectFrom('audit_log as a')
    .where((eb) =>
      eb.or([
        eb('a.depart_id', '=', departId),
        eb.and([eb('a.entity_type', '=', 'depart'), eb('a.entity_id', '=', departId)]),
        eb.and([
          eb('a.entity_type', '=', 'user'),
          eb(
            'a.entity_id',
            'in',
            eb.selectFrom('user_roles').select('user_id').where('depart_id', '=', departId),
          ),
        ]),
      ]),
    );
  const total = countOf(await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst());
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.at',
      'a.actor_id',
      'u.name as actor_name',
      'a.actor_role',
      'a.depart_id',
      'a.entity_type',
      'a.entity_id',
      'a.action',
      'a.before_summary',
      'a.after_summary',
    ])
    .orderBy('a.seq', 'desc')
    .offset(offsetOf(page))
    .limit(page.pageSize)
    .execute();
  const records = rows.map((row) => ({
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorName: row.actor_name ?? null,
    actorRole: row.actor_role,
    departId: row.depart_id,
    entityType: row.entity_type,
    entityId: row.entity_id,
    action: row.action,
    before: parseSummary(row.before_summary),
    after: parseSummary(row.after_summary),
  }));
  return [records, total];
}
