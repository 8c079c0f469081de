import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { CHAT_PREFIX } from '@/shared/contracts/chat';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo';
import { assistantRoutes } from './features/assistant/routes';
import { registerRateLimit } from './features/auth/rate-limit';
import { authRoutes } from './features/auth/routes';
import { captchaRoutes } from './features/captcha/routes';
import { chatRoutes } from './features/chat/chat-routes';
import { chatWebsocketRoutes } from './features/chat/ws-routes';
import { adminConfigRoutes } from './features/admin-config/wiring';
import { dictionaryRoutes } from './features/dictionaries/routes';
import { dictionaryVersionHeader } from './features/dictionaries/version-header';
import { healthRoutes } from './features/health/routes';
import { menuRoutes } from './features/menus/routes';
import { multilangRoutes } from './features/multilang/routes';
import { orgRoutes } from './features/org/org-routes';
import { registrationRoutes } from './features/registration/routes';
import { retrievalRoutes } from './features/retrieval/routes';
import { toolsRoutes } from './features/tools/routes';
import { materialItemRoutes } from './features/material/item-routes';
import { materialRoutes } from './features/material/routes';
import { monitorPlugin } from './features/monitor/plugin';
import { monitorRoutes } from './features/monitor/routes';
import { partyProfileRoutes } from './features/party-profiles/routes';
import { profileAuditRoutes } from './features/profile-audit/routes';
import { auditRoutes } from './features/audit';
import { supplierProfileRoutes } from './features/supplier-profile/routes';
import { notificationRoutes } from './features/notifications';
import { tenderRoutes } from './features/tender-cycle';
import { planRoutes } from './features/plans';
import { schemeRoutes } from './features/schemes';
import { constructionRoutes } from './features/construction-projects';
import { type Clock, systemClock } from './lib/clock';
import { JSON_BODY_LIMIT, parseJsonBody } from './lib/json-body';
import { loggerOptions } from './lib/log-redaction';
import { authPlugin } from './plugins/auth';
import { clientAppPlugin } from './plugins/client-app';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { openApiPlugin, openApiRoute } from './plugins/openapi';
import { requestContextPlugin } from './plugins/request-context';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createServices, type Services } from './services';

export interface BuildOptions {
  clock?: Clock;
  /** Use this database instead of opening one from the config (tests share one per file). */
  database?: Database;
  /** Extra routes under the API prefix, registered before the app is ready (tests). */
  extraRoutes?: (app: FastifyInstance, services: Services, database: Database) => Promise<void>;
  logger?: boolean;
  /**
   * How often the server clock moves projects past their quote end to 04 (ms; 0: no timer). Default 30 s
   * with the system clock and no timer with a test clock: requests sweep anyway before they read.
   */
  statusSweepMs?: number;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  clock: Clock;
}

/** Builds the app without listening, so tests drive it through inject and main.ts owns the port. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const clock = options.clock ?? systemClock;
  const database =
    options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database);
  if (config.seedDemo) await seedDemoData(database, clock, config.dataDir);
  let log: FastifyInstance['log'] | undefined;
  const services = createServices(database, clock, {
    logger: () => log,
    dataDir: config.dataDir,
    redisUrl: config.redisUrl,
    sessionLifetime: {
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionAbsoluteHours * 3_600_000,
    },
    businessTimeZone: config.businessTimeZone,
  });
  await services.sms.ensureTemplates();
  await services.notifications.ensureTemplates();

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  log = app.log;
  // An empty JSON body is an empty object: clients send the JSON content type on every call (spec 7.1).
  // Depth and size are bounded before anything recursive sees the body.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  await app.register(errorHandlerPlugin);
  // Before the routes: contract validation for every route, and the OpenAPI document collects them.
  await app.register(openApiPlugin, { version: '1' });
  await app.register(securityHeadersPlugin);
  // Before the routes: it hooks each route as it is declared.
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(requestContextPlugin);
  await app.register(authPlugin, {
    sessions: services.sessions,
    permissions: services.permissions,
    apiAccess: services.monitor.apiPermissions,
  });
  await app.register(idempotencyPlugin);
  // Before the routes: routes that ask for a per-address limit get it as they are added.
  await registerRateLimit(app, { redisUrl: config.redisUrl, logger: () => log });
  // Before the routes: its onRoute hook catalogues them, its onResponse hook records access.
  await app.register(monitorPlugin, {
    accessLog: services.monitor.accessLog,
    apiCatalogue: services.monitor.apiCatalogue,
    apiPermissions: services.monitor.apiPermissions,
  });
  await app.register(
    async (api) => {
      await api.register(dictionaryVersionHeader(services.dictionaries));
      await api.register(openApiRoute);
      await api.register(toolsRoutes(services.tools));
      await api.register(authRoutes(services.auth, { signInRateLimit: config.signInRateLimit }));
      await api.register(captchaRoutes(services.captcha));
      await api.register(registrationRoutes(services.registration));
      await api.register(retrievalRoutes(services.retrieval));
      await api.register(menuRoutes(services.menus));
      await api.register(dictionaryRoutes(services.dictionaries));
      await api.register(multilangRoutes(services.multilang));
      await api.register(orgRoutes(services.org));
      await api.register(adminConfigRoutes(services.adminConfig, services.permissions, services.sms));
      await api.register(materialRoutes(services.material.categories, services.material.features));
      await api.register(materialItemRoutes(services.material.items));
      await api.register(monitorRoutes(services.monitor, config.businessTimeZone));
      await api.register(auditRoutes(services.audit, services.auditTimeline));
      await api.register(supplierProfileRoutes(services.supplierProfiles));
      await api.register(partyProfileRoutes(services.partyProfiles));
      await api.register(
        profileAuditRoutes({
          supplier: services.supplierProfiles.review,
          buyer: services.partyProfiles.buyers.review,
          agent: services.partyProfiles.agents.review,
          expert: services.partyProfiles.experts.review,
        }),
      );
      await api.register(tenderRoutes(services.tenders, config.businessTimeZone));
      await api.register(notificationRoutes(services.notifications));
      await api.register(planRoutes(services.plans));
      await api.register(constructionRoutes(services.construction));
      await api.register(schemeRoutes(services.schemes, config.businessTimeZone));
      if (options.extraRoutes) await options.extraRoutes(api, services, database);
    },
    { prefix: API_PREFIX },
  );
  await app.register(chatRoutes(services.chat), { prefix: CHAT_PREFIX });
  await app.register(assistantRoutes(services.assistant), { prefix: CHAT_PREFIX });
  await app.register(chatWebsocketRoutes(services.chat));
  app.addHook('onClose', async () => services.chat.close());
  await app.register(healthRoutes(database));
  await app.register(clientAppPlugin, { clientDir: config.clientDir });
  if (!options.database) app.addHook('onClose', async () => database.close());
  // onClose hooks run last-in first-out: this one writes the last access records before the database closes.
  app.addHook('onClose', async () => {
    await services.monitor.accessLog.close();
    await services.monitor.cache.close();
  });
  // Added last so it runs first on close (last-in first-out): no sweep starts on a closing database.
  const sweepMs = options.statusSweepMs ?? (options.clock ? 0 : 30_000);
  if (sweepMs > 0) {
    services.tenders.clock.start(sweepMs, (error) =>
      app.log.error({ err: error }, 'tender status sweep failed'),
    );
    app.addHook('onClose', async () => services.tenders.clock.stop());
  }
  return { app, database, services, clock };
}
