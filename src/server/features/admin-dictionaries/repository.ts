import type { Kysely } from 'kysely';
import type { DB, TypeGroupTable, TypeTable } from '../../db/schema';
import { contains, pageOffset } from '../admin-config/common';

export type Executor = Kysely<DB>;

export async function findGroup(db: Executor, id: string): Promise<TypeGroupTable | undefined> {
  return db.selectFrom('type_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findGroupByCode(db: Executor, code: string): Promise<TypeGroupTable | undefined> {
  return db.selectFrom('type_groups').selectAll().where('group_code', '=', code).executeTakeFirst();
}

export async function pageGroups(
  db: Executor,
  filter: { dictType: string; groupCode: string; groupName: string; pageNo: number; pageSize: number },
) {
  let base = db.selectFrom('type_groups as g').where('g.dict_type', '=', filter.dictType);
  if (filter.groupCode) base = base.where((eb) => contains(eb, 'g.group_code', filter.groupCode));
  if (filter.groupName) base = base.where((eb) => contains(eb, 'g.group_name', filter.groupName));
  const [rows, count] = await Promise.all([
    base
      .selectAll('g')
      .select((eb) =>
        eb
          .selectFrom('types as t')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('t.group_id', '=', 'g.id')
          .as('type_count'),
      )
      .orderBy('g.group_code')
      .offset(pageOffset(filter.pageNo, filter.pageSize))
      .limit(filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function insertGroup(db: Executor, row: TypeGroupTable): Promise<void> {
  await db.insertInto('type_groups').values(row).execute();
}

export async function updateGroup(db: Executor, id: string, changes: Partial<TypeGroupTable>): Promise<void> {
  await db.updateTable('type_groups').set(changes).where('id', '=', id).execute();
}

export async function deleteGroupWithTypes(db: Executor, id: string): Promise<number> {
  const types = await db.deleteFrom('types').where('group_id', '=', id).executeTakeFirst();
  await db.deleteFrom('type_groups').where('id', '=', id).execute();
  return Number(types.numDeletedRows);
}

export async function listTypes(db: Executor, groupId: string): Promise<TypeTable[]> {
  return db
    .selectFrom('types')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('sort')
    .orderBy('typecode')
    .execute();
}

export async function findType(db: Executor, id: string): Promise<TypeTable | undefined> {
  return db.selectFrom('types').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertType(db: Executor, row: TypeTable): Promise<void> {
  await db.insertInto('types').values(row).execute();
}

export async function updateType(db: Executor, id: string, changes: Partial<TypeTable>): Promise<void> {
  await db.updateTable('types').set(changes).where('id', '=', id).execute();
}

export async function deleteType(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('types').where('id', '=', id).execute();
}

/** The newest updated_at of the group and its types: the dictionary version clients compare. */
export async function latestStamp(db: Executor, groupId: string): Promise<string | null> {
  const group = await findGroup(db, groupId);
  const row = await db
    .selectFrom('types')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  const stamps = [group?.updated_at, row?.at ?? undefined].filter((s): s is string => !!s);
  return stamps.sort().at(-1) ?? null;
}
