import type { OrgOption } from '@/shared/contracts/project-workspace';
import type { Db } from '../tender-common';

/** Organisation types (organisations.org_type) the workspace reads. */
export const ORG_TYPE = { BUYER: '01', AGENCY: '02', SUPPLIER: '03' } as const;
const ENABLED = '00';
/** Deeper than any real organisation tree; stops a cycle an administrator could have made. */
const MAX_DEPTH = 12;

const COLUMNS = ['id', 'name', 'code', 'org_type'] as const;
const option = (r: { id: string; name: string; code: string; org_type: string }): OrgOption => ({
  id: r.id,
  name: r.name,
  code: r.code,
  orgType: r.org_type,
});

export async function findOrg(db: Db, id: string | null): Promise<OrgOption | null> {
  if (!id) return null;
  const row = await db.selectFrom('organisations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? option(row) : null;
}

/**
 * The organisation and every organisation under it, the organisation first then level by level (by
 * name inside a level). Read a level at a time: a group has a few levels, and the whole table holds
 * every supplier too.
 */
export async function orgTree(db: Db, rootId: string): Promise<OrgOption[]> {
  const root = await findOrg(db, rootId);
  if (!root) return [];
  const seen = new Set([root.id]);
  const out = [root];
  let level = [root.id];
  for (let depth = 0; level.length && depth < MAX_DEPTH; depth++) {
    const rows = await db
      .selectFrom('organisations')
      .select(COLUMNS)
      .where('parent_id', 'in', level)
      .orderBy('name')
      .orderBy('id')
      .execute();
    level = [];
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(option(row));
      level.push(row.id);
    }
  }
  return out;
}

/** Enabled agency organisations, by name. */
export async function agencies(db: Db): Promise<OrgOption[]> {
  const rows = await db
    .selectFrom('organisations')
    .select(COLUMNS)
    .where('org_type', '=', ORG_TYPE.AGENCY)
    .where('status', '=', ENABLED)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(option);
}
