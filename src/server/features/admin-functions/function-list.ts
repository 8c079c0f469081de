import type { MenuType } from '@/shared/codes/constants';
import type { Page } from '@/shared/contracts/admin-config-common';
import type { FunctionRecord } from '@/shared/contracts/admin-config-menus';
import { toPage } from '../admin-config/common';
import { toRecord } from './placement';
import type { FunctionRow } from './repository';

export interface FunctionListQuery {
  menuType?: MenuType;
  functionName: string;
  pageNo?: number;
  pageSize: number;
}

/**
 * Entries in tree order (parents first, siblings by sort) filtered by menu type; the search matches
 * the name, translated label, path or code. Without pageNo the answer is the tree of the matches and
 * their ancestors, with it a flat page of the matches.
 */
export function functionList(
  all: readonly FunctionRow[],
  query: FunctionListQuery,
  t: (key: string) => string,
): FunctionRecord[] | Page<FunctionRecord> {
  const rows = all.filter((r) => !query.menuType || r.menu_type === query.menuType);
  const needle = query.functionName.toLowerCase();
  const matches = (r: FunctionRow) =>
    !needle ||
    [r.function_name, t(r.label), r.path ?? '', r.function_code ?? ''].some((s) =>
      s.toLowerCase().includes(needle),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const records = new Map(rows.map((r) => [r.id, toRecord(r, t)]));
  const childrenOf = new Map<string | null, FunctionRow[]>();
  for (const row of rows) {
    const parent = row.parent_id && byId.has(row.parent_id) ? row.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const ordered: FunctionRow[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null) => {
    for (const row of childrenOf.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  if (query.pageNo !== undefined) {
    const hits = ordered.filter(matches);
    const start = (query.pageNo - 1) * query.pageSize;
    const page = hits.slice(start, start + query.pageSize).map((r) => records.get(r.id) as FunctionRecord);
    return toPage(page, hits.length, query.pageNo, query.pageSize);
  }
  const visible = new Set<string>();
  for (const row of ordered) {
    if (!matches(row)) continue;
    for (let at: FunctionRow | undefined = row; at && !visible.has(at.id); ) {
      visible.add(at.id);
      at = at.parent_id ? byId.get(at.parent_id) : undefined;
    }
  }
  const roots: FunctionRecord[] = [];
  for (const row of ordered) {
    if (!visible.has(row.id)) continue;
    const record = records.get(row.id) as FunctionRecord;
    record.children = [];
    const parent = row.parent_id ? records.get(row.parent_id) : undefined;
    if (parent && visible.has(parent.id)) parent.children?.push(record);
    else roots.push(record);
  }
  return roots;
}
