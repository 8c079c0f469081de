import type { FunctionRecord } from '@/shared/contracts/admin-config-menus';
import { invalid, taken } from '../admin-config/common';
import * as repo from './repository';

/** The fields of an entry that decide where it sits and what it is called. */
export interface FunctionInput {
  parentId?: string;
  functionCode?: string;
  functionName: string;
  functionIconStyle: string;
  functionLevel: number;
  path: string | null;
  newPath: string | null;
  labelKey: string;
  query: string;
  menuType: string;
}

/**
 * Level 0 entries have no parent; a level 1 or 2 entry hangs under an existing entry one level up.
 * Paths and codes are unique when set, and a code, once given, stays (it names the permission).
 */
export async function checkPlacement(
  db: repo.Executor,
  input: FunctionInput,
  self?: repo.FunctionRow,
): Promise<void> {
  if (input.functionLevel === 0) {
    if (input.parentId) throw invalid('functionRootParent', 'parentId');
  } else {
    if (!input.parentId) throw invalid('functionParentRequired', 'parentId');
    const parent = await repo.findById(db, input.parentId);
    if (!parent) throw invalid('functionParentMissing', 'parentId');
    if (parent.function_level !== input.functionLevel - 1) throw invalid('functionParentLevel', 'parentId');
  }
  if (input.path && (await repo.findOtherWith(db, 'path', input.path, self?.id))) throw taken('path');
  if (self?.function_code && input.functionCode && input.functionCode !== self.function_code) {
    throw invalid('functionCodeFixed', 'functionCode');
  }
  if (input.functionCode && (await repo.findOtherWith(db, 'function_code', input.functionCode, self?.id))) {
    throw taken('functionCode');
  }
}

export function toRecord(row: repo.FunctionRow, t: (key: string) => string): FunctionRecord {
  return {
    id: row.id,
    parentId: row.parent_id,
    functionCode: row.function_code,
    functionName: row.function_name,
    functionIconStyle: row.function_icon_style,
    functionLevel: row.function_level,
    path: row.path,
    newPath: row.new_path,
    labelKey: row.label,
    label: t(row.label),
    query: row.query,
    menuType: row.menu_type,
    isTop: row.is_top === 1,
    sort: row.sort,
    createdAt: row.created_at,
  };
}
