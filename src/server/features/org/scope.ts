import type { Kysely } from 'kysely';
import { DATA_SCOPE, type DataScope } from '@/shared/contracts/admin-monitor-settings';
import type { DepartTreeNode } from '@/shared/contracts/org';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import type { PermissionService } from '../permissions/service';

export type Db = Kysely<DB> | Trx;

/** Every organisation; the table holds at most a few thousand rows, so trees are built in memory. */
export async function listOrganisations(db: Db) {
  return db
    .selectFrom('organisations')
    .select(['id', 'parent_id', 'name', 'code', 'org_type', 'status', 'sort'])
    .orderBy('sort')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type OrgRow = Awaited<ReturnType<typeof listOrganisations>>[number];

/** The organisation and every organisation below it (a parent cycle cannot loop). */
export function subtreeIds(rows: readonly OrgRow[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  }
  const out = new Set<string>();
  if (!rows.some((row) => row.id === rootId)) return out;
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (out.has(id)) continue;
    out.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}

/** The forest of the included rows; a row whose parent is left out becomes a root. */
export function buildDepartTree(
  rows: readonly OrgRow[],
  include: (row: OrgRow) => boolean = () => true,
): DepartTreeNode[] {
  const nodes = new Map<string, DepartTreeNode>();
  for (const row of rows) {
    if (!include(row)) continue;
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      code: row.code,
      orgType: row.org_type,
      status: row.status,
      sort: row.sort,
      children: [],
    });
  }
  const roots: DepartTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId && node.parentId !== node.id ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Holders of this screen manage every organisation; other managers only their own subtree. */
export const PLATFORM_WIDE_PERMISSION = 'systemBuyerOrgManage';

export interface OrgScope {
  all: boolean;
  /** With `all` false: the organisations within reach (the caller's own, and below it for '01'). */
  departIds: ReadonlySet<string>;
  /** Holds systemBuyerOrgManage: may assign roles of every menu type, whatever the data scope. */
  platformWide: boolean;
}

export function inScope(scope: OrgScope, departId: string): boolean {
  return scope.all || scope.departIds.has(departId);
}

export const outOfScope = () =>
  new AppError('FORBIDDEN', { messageKey: 'admin-org:depart.outOfScope', rule: 'scope' });

/**
 * Reach = the role's data permission (dataManageList) when an administrator set one; otherwise the
 * organisation rule: platform-wide for systemBuyerOrgManage holders, else the own subtree (or, for
 * the platform's account screens, `fallback: 'all'`, as they always were).
 */
export function createOrgAccess(
  database: Database,
  permissions: PermissionService,
  dataScopes: { configuredScope(roleId: string | null | undefined): Promise<DataScope | null> },
) {
  return {
    holds(actor: Actor, code: string): Promise<boolean> {
      return permissions.has(actor.roleId, code);
    },

    /** Refuses unless the caller's role holds at least one of the screens. */
    async requireAny(actor: Actor, codes: readonly string[]): Promise<void> {
      for (const code of codes) if (await permissions.has(actor.roleId, code)) return;
      throw new AppError('FORBIDDEN');
    },

    /** Reads grants and data permissions: call it before `transact` (SQLite has one connection). */
    async scopeOf(actor: Actor, fallback: 'rule' | 'all' = 'rule'): Promise<OrgScope> {
      const platformWide = await permissions.has(actor.roleId, PLATFORM_WIDE_PERMISSION);
      const configured = await dataScopes.configuredScope(actor.roleId);
      const byRule = platformWide || fallback === 'all' ? DATA_SCOPE.ALL : DATA_SCOPE.ORG_AND_CHILDREN;
      const scope = configured ?? byRule;
      if (scope === DATA_SCOPE.ALL) return { all: true, departIds: new Set(), platformWide };
      if (!actor.departId) return { all: false, departIds: new Set(), platformWide };
      if (scope === DATA_SCOPE.OWN_ORG)
        return { all: false, departIds: new Set([actor.departId]), platformWide };
      const departIds = subtreeIds(await listOrganisations(database.db), actor.departId);
      return { all: false, departIds, platformWide };
    },
  };
}

export type OrgAccess = ReturnType<typeof createOrgAccess>;
