import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { type AccessLogService, maskedPath } from './access-log';
import type { ApiCatalogue } from './api-catalogue';
import type { ApiPermissionService } from './api-permissions';

export interface MonitorPluginOptions {
  accessLog: AccessLogService;
  apiCatalogue: ApiCatalogue;
  apiPermissions: ApiPermissionService;
}

/**
 * Registered before the routes: onRoute feeds the API catalogue (and onReady the interface-permission
 * list from it), onResponse the access records. The
 * access record is pushed to a buffer and written in batches, so the response is not held up.
 */
export const monitorPlugin = fp(async (app: FastifyInstance, opts: MonitorPluginOptions) => {
  app.addHook('onRoute', (route) => opts.apiCatalogue.add(route));
  // Every route is registered by now: the interface-permission list gets a row for each.
  app.addHook('onReady', async () => opts.apiPermissions.sync(opts.apiCatalogue.all()));

  app.addHook('onResponse', async (request, reply) => {
    // Keyed on the route Fastify matched: a raw target like /%62idprocurement/... is the same call.
    const route = request.routeOptions.url;
    if (!route?.startsWith(API_PREFIX)) return;
    const query = request.url.indexOf('?');
    opts.accessLog.record({
      method: request.method,
      path: maskedPath(`${route}${query >= 0 ? request.url.slice(query) : ''}`),
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime),
      user_id: request.actor?.userId || null,
      ip: request.ip ?? null,
    });
  });

  // Before the server stops; what finishes later is written by the app's last onClose hook.
  app.addHook('preClose', async () => {
    await opts.accessLog.flush();
  });
});
