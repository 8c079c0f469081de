import type { Database } from '../../db/database';

const TTL_MS = 30_000;

/**
 * Which screens (function codes) each role holds. A route that names a `permission` in its config is
 * refused for roles without that grant, so the server enforces exactly what the menus show. Cached
 * per role for a short time; administration invalidates after changing grants.
 */
export function createPermissionService(database: Database) {
  const cache = new Map<string, { codes: Set<string>; at: number }>();

  async function codesOf(roleId: string): Promise<Set<string>> {
    const hit = cache.get(roleId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.codes;
    const rows = await database.db
      .selectFrom('role_functions as rf')
      .innerJoin('functions as f', 'f.id', 'rf.function_id')
      .select('f.function_code')
      .where('rf.role_id', '=', roleId)
      .execute();
    const codes = new Set(rows.map((r) => r.function_code).filter((c): c is string => !!c));
    cache.set(roleId, { codes, at: Date.now() });
    return codes;
  }

  return {
    async has(roleId: string | null | undefined, code: string): Promise<boolean> {
      return !!roleId && (await codesOf(roleId)).has(code);
    },
    invalidate(): void {
      cache.clear();
    },
    /** Roles cached (cache management screen). */
    cachedRoleIds(): string[] {
      return [...cache.keys()];
    },
  };
}

export type PermissionService = ReturnType<typeof createPermissionService>;
