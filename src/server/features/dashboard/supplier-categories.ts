import { type RawBuilder, sql } from 'kysely';
import { SUPPLIER_CATEGORY as C } from '@/shared/codes/statuses';
import type { Db } from '../tender-common';

/** The main categories (SUPPLIER_CATEGORY codes) of the organisation's supplier profile. */
export async function supplierCategories(db: Db, departId: string): Promise<string[]> {
  const row = await db
    .selectFrom('supplier_profiles')
    .select('data_json')
    .where('depart_id', '=', departId)
    .executeTakeFirst();
  try {
    const data = JSON.parse(row?.data_json ?? '{}') as { mainCategories?: unknown };
    return Array.isArray(data.mainCategories) ? data.mainCategories.map(String) : [];
  } catch {
    return [];
  }
}

// A project carries no category of its own; what it buys says which suppliers it is for.
const ENGINEERING = sql<boolean>`p.construction_project_id is not null`;
const GOODS = sql<boolean>`(p.construction_project_id is null and exists (
  select 1 from subject_matters sm where sm.project_id = p.id and sm.material_id is not null))`;
const SERVICES = sql<boolean>`(p.construction_project_id is null and not exists (
  select 1 from subject_matters sm where sm.project_id = p.id and sm.material_id is not null))`;

const BY_CATEGORY: Record<string, RawBuilder<boolean>> = {
  [C.GOODS_MANUFACTURER]: GOODS,
  [C.GOODS_TRADER]: GOODS,
  [C.ENGINEERING]: ENGINEERING,
  [C.SERVICE]: SERVICES,
  [C.LEGAL]: SERVICES,
  [C.ASSET_VALUATION]: SERVICES,
};

/**
 * Whether the project aliased `p` matches one of the categories: goods suppliers the projects buying
 * catalogue items (subject matters with a material), engineering suppliers the projects of a
 * construction project, the service categories the others. No categories (profile not filled in yet):
 * every open tender matches.
 */
export function categoryMatch(categories: readonly string[]): RawBuilder<boolean> {
  const parts = [...new Set(categories.map((c) => BY_CATEGORY[c]).filter((p) => p !== undefined))];
  if (categories.length === 0 || parts.length === 0) return sql<boolean>`1 = 1`;
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}
