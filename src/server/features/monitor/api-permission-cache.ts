import type { Database } from '../../db/database';
import { overriddenRoutes, readVersion } from './api-permission-repository';

/** An administrator's check for one route, replacing the one its code declares. */
export interface ApiOverride {
  /** 'session' or a function code */
  permission: string;
  roles: string[] | null;
  disabled: boolean;
}

/** How long a process trusts its copy before reading the version number again. */
export const API_PERMISSION_RECHECK_MS = 1000;

/**
 * The overrides in force, per process. A change made here drops the copy at once; a change made by
 * another server process bumps the version row, which this process reads at most once per recheck
 * interval (one indexed single-row read), reloading the overrides only when the number moved.
 */
export function createApiPermissionCache(database: Database, recheckMs = API_PERMISSION_RECHECK_MS) {
  let loaded: { version: number; overrides: Map<string, ApiOverride> } | undefined;
  let checkedAt = 0;
  let pending: Promise<Map<string, ApiOverride>> | undefined;
  // Bumped by invalidate(), so a load that started before a change cannot store what it read.
  let generation = 0;

  async function refresh(): Promise<Map<string, ApiOverride>> {
    const started = generation;
    const version = await readVersion(database.db);
    let current = loaded;
    if (!current || current.version !== version) {
      const overrides = new Map<string, ApiOverride>();
      for (const route of await overriddenRoutes(database.db)) {
        overrides.set(`${route.method} ${route.url}`, {
          permission: route.permission,
          roles: route.roles,
          disabled: route.disabled,
        });
      }
      current = { version, overrides };
    }
    if (started === generation) {
      loaded = current;
      checkedAt = Date.now();
    }
    return current.overrides;
  }

  async function overrides(): Promise<Map<string, ApiOverride>> {
    if (loaded && Date.now() - checkedAt < recheckMs) return loaded.overrides;
    if (!pending) {
      const run = refresh().finally(() => {
        if (pending === run) pending = undefined;
      });
      pending = run;
    }
    return pending;
  }

  return {
    /** The override of a route (HEAD is its GET twin), or null: the code-declared check applies. */
    async overrideFor(method: string, url: string): Promise<ApiOverride | null> {
      const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
      return (await overrides()).get(key) ?? null;
    },
    invalidate(): void {
      generation += 1;
      loaded = undefined;
      pending = undefined;
    },
    /** Routes with an override held (cache management screen). */
    cachedKeys(): string[] {
      return loaded ? [...loaded.overrides.keys()] : [];
    },
  };
}
