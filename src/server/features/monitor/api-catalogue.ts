import type { RouteOptions } from 'fastify';
import type { ApiListRequest, ApiRouteRecord } from '@/shared/contracts/admin-monitor';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import type { PageResult } from '@/shared/contracts/page-query';
import { pageResult } from '../../lib/paging';

/**
 * Every API route as registered (Fastify's onRoute), with what the auth plugin checks for it: the
 * function code of `config.permission`, or 'public' / 'session'. Read-only documentation of the
 * server's checks, so it cannot drift from them.
 */
export function createApiCatalogue() {
  const routes = new Map<string, ApiRouteRecord>();
  const all = (): ApiRouteRecord[] =>
    [...routes.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

  return {
    /** Called by the onRoute hook for each route. */
    add(route: RouteOptions): void {
      if (!route.url.startsWith(API_PREFIX)) return;
      const config = (route.config ?? {}) as {
        permission?: string;
        public?: boolean;
        roles?: readonly string[];
      };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify adds a HEAD twin for every GET; it is the same route.
        if (method === 'HEAD') continue;
        routes.set(`${method} ${route.url}`, {
          method,
          url: route.url,
          permission: config.permission ?? (config.public ? 'public' : 'session'),
          roles: config.roles ? [...config.roles] : null,
        });
      }
    },

    all,

    list(query: ApiListRequest): PageResult<ApiRouteRecord> {
      const keyword = query.keyword?.toLowerCase();
      const matching = all().filter(
        (r) =>
          (!keyword || r.url.toLowerCase().includes(keyword)) &&
          (!query.permission || r.permission === query.permission) &&
          (!query.method || r.method === query.method),
      );
      const start = (query.pageNo - 1) * query.pageSize;
      return pageResult(matching.slice(start, start + query.pageSize), matching.length, query);
    },
  };
}

export type ApiCatalogue = ReturnType<typeof createApiCatalogue>;
