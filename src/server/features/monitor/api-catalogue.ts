import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import type { DeclaredRoute } from './api-permission-repository';

/**
 * Every API route as registered (Fastify's onRoute), with the check its code declares: the function
 * code of `config.permission`, or 'public' / 'session'. It seeds the interface-permission list, so
 * the list cannot miss a route.
 */
export function createApiCatalogue() {
  const routes = new Map<string, DeclaredRoute>();
  const all = (): DeclaredRoute[] =>
    [...routes.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

  return {
    /** Called by the onRoute hook for each route. */
    add(route: RouteOptions): void {
      if (!route.url.startsWith(API_PREFIX)) return;
      const config = (route.config ?? {}) as {
        permission?: string;
        access?: 'public' | 'session';
        roles?: readonly string[];
      };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify adds a HEAD twin for every GET; it is the same route.
        if (method === 'HEAD') continue;
        routes.set(`${method} ${route.url}`, {
          method,
          url: route.url,
          permission: config.permission ?? (config.access === 'public' ? 'public' : 'session'),
          roles: config.roles ? [...config.roles] : null,
        });
      }
    },

    all,
  };
}

export type ApiCatalogue = ReturnType<typeof createApiCatalogue>;
