import path from 'node:path';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import { createAssistant } from './features/assistant/wiring';
import { createAuditService, createAuditTimeline } from './features/audit';
import { createAuthService } from './features/auth/auth-service';
import type { ChatHubLogger } from './features/chat/chat-hub';
import { createChatService } from './features/chat/chat-service';
import { createSessionService, type SessionLifetime } from './features/auth/session-service';
import { createPermissionService } from './features/permissions/service';
import { createCaptchaService } from './features/captcha/service';
import { createDictionariesService } from './features/dictionaries/service';
import { createMenusService } from './features/menus/service';
import { createMultilangService } from './features/multilang/service';
import { createRegistrationService } from './features/registration/service';
import { createRetrievalService } from './features/retrieval/service';
import type { SmsLogger } from './features/sms/provider';
import { createSmsService } from './features/sms/service';
import { createConfiguredSmsProvider } from './features/admin-sms/configured-provider';
import { createAdminConfigServices } from './features/admin-config/wiring';
import { createToolsService } from './features/tools/service';
import { createOrgServices } from './features/org/org-services';
import { createCacheRegistry } from './lib/cache-registry';
import { createMaterialServices } from './features/material/material-services';
import { createMonitorServices } from './features/monitor/monitor-services';
import { createDataPermissionService } from './features/monitor/data-permissions';
import { createPlatformLogService } from './features/monitor/platform-log';
import { registerPlatformCaches } from './features/monitor/register-caches';
import { createPartyProfileServices } from './features/party-profiles/service';
import { createSupplierProfileService } from './features/supplier-profile/service';
import { createNotificationService } from './features/notifications';
import { createTenderServices } from './features/tender-cycle';
import { createPlanServices } from './features/plans';
import { createSchemeServices } from './features/schemes';
import { createConstructionService } from './features/construction-projects';

/** The services of every area, wired once per app; areas reach each other only through these. */
export function createServices(
  database: Database,
  clock: Clock,
  options: {
    logger?: () => (SmsLogger & ChatHubLogger) | undefined;
    /** Where uploads live (chat files under dataDir/chat-files). */
    dataDir?: string;
    /** Chat delivery across processes. */
    redisUrl?: string;
    /** The business time zone (config BUSINESS_TIME_ZONE), which getTime tells clients. */
    businessTimeZone?: string;
    /** Idle and absolute session limits (config SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS). */
    sessionLifetime?: SessionLifetime;
  } = {},
) {
  const audit = createAuditService(database, clock);
  const auditTimeline = createAuditTimeline(database.db, clock);
  const tools = createToolsService(database, clock, options.businessTimeZone);
  const sessions = createSessionService(database, clock, options.sessionLifetime);
  const permissions = createPermissionService(database);
  const captcha = createCaptchaService(database, clock);
  const auth = createAuthService({ database, clock, sessions, audit, captcha });
  const platformLog = createPlatformLogService(database, clock, {
    onError: (error) => options.logger?.()?.warn({ err: error }, 'platform log write failed'),
  });
  // SMS_GATEWAY_URL wins; otherwise the provider administrators chose (sms_config), else the log.
  // Gateway calls are recorded in the docking-platform log.
  const smsProvider = createConfiguredSmsProvider(database, process.env, options.logger, undefined, (call) =>
    platformLog.record(call),
  );
  const sms = createSmsService(database, clock, smsProvider);
  const verifyPicture = (id: string, code: string) => captcha.verifyPicture(id, code);
  const registration = createRegistrationService({ database, clock, sms, audit, verifyPicture });
  const retrieval = createRetrievalService({
    database,
    clock,
    sms,
    audit,
    verifyPicture,
    revokeAllSessions: async (trx, userId) => {
      await sessions.revokeAllOfUser(trx, userId);
    },
  });
  const multilang = createMultilangService(database, clock);
  const menus = createMenusService({ database, overrides: multilang.overrides });
  const dictionaries = createDictionariesService(database);
  const dataPermissions = createDataPermissionService({ database, clock, audit });
  const org = createOrgServices({
    database,
    clock,
    audit,
    sessions,
    permissions,
    dataPermissions,
    overrides: multilang.overrides,
  });
  const adminConfig = createAdminConfigServices({
    database,
    clock,
    audit,
    permissions,
    multilang,
    smsProvider,
    dictionaries,
  });
  const chat = createChatService({
    database,
    clock,
    audit,
    sessions,
    dataDir: options.dataDir ?? path.resolve('./data'),
    redisUrl: options.redisUrl,
    logger: options.logger,
  });
  const caches = createCacheRegistry();
  registerPlatformCaches(caches, { permissions, langOverrides: multilang.overrides });
  const material = createMaterialServices({ database, clock, audit, dictionaries });
  // Approving a profile turns its owner's temporary role formal (org.promotion, same transaction).
  const promote = org.promotion.promote;
  const supplierProfiles = createSupplierProfileService({ database, clock, audit, promote });
  /** The buyer's, agency's and expert's own profiles: partyProfiles.buyers / agents / experts. */
  const partyProfiles = createPartyProfileServices({ database, clock, audit, promote });
  const monitor = createMonitorServices({
    database,
    clock,
    audit,
    caches,
    permissions,
    platformLog,
    dataPermissions,
    redisUrl: options.redisUrl,
    logger: options.logger,
  });
  // Issue 17: areas notify users in their own transactions; frames go out through the chat hub.
  const notifications = createNotificationService({
    database,
    clock,
    audit,
    deliver: (deliveries) => chat.hub.deliver(deliveries),
    sms,
  });
  const tenders = createTenderServices({
    database,
    clock,
    audit,
    notify: notifications.send,
    live: (deliveries) => chat.hub.deliver(deliveries),
    quoteMinDays: () => adminConfig.systemConfigs.procurementDays('quoteMinDays'),
    amendMinDays: () => adminConfig.systemConfigs.procurementDays('amendMinDays'),
    publicityDays: () => adminConfig.systemConfigs.procurementDays('publicityDays'),
    dataDir: options.dataDir ?? path.resolve('./data'),
    env: process.env,
  });
  const construction = createConstructionService({
    database,
    clock,
    audit,
    dataDir: options.dataDir ?? path.resolve('./data'),
  });
  const plans = createPlanServices({
    database,
    clock,
    audit,
    permissions,
    dictionaries,
    catalogue: { tree: () => material.categories.tree(), items: (q) => material.items.list(q) },
    construction,
  });
  const schemes = createSchemeServices({ database, clock, audit, permissions });
  const assistant = createAssistant({
    clock,
    menus,
    auth,
    chat,
    tools,
    tenders,
    plans: { plans: plans.assistant, schemes: schemes.schemes },
    env: process.env,
    recordCall: (call) => monitor.platformLog.record(call),
    logger: options.logger,
  });
  return {
    audit,
    /** The public project timeline of the audit trail (issue 20). */
    auditTimeline,
    tools,
    sessions,
    permissions,
    captcha,
    auth,
    sms,
    registration,
    retrieval,
    multilang,
    menus,
    dictionaries,
    /** Organisations, users and roles; org.access.scopeOf(actor) is the organisations one manages. */
    org,
    /** Configuration administration; systemConfigs.procurementDays('quoteMinDays') etc. for other areas. */
    adminConfig,
    chat,
    /** The tender assistant; areas add their intents in features/assistant/wiring.ts. */
    assistant,
    caches,
    material,
    supplierProfiles,
    partyProfiles,
    /** The tendering cycle: tenders.projects, signups, offers, clarifications, committee. */
    tenders,
    /** In-app notifications (issue 17): notifications.send is the tender areas' TenderDeps.notify. */
    notifications,
    /** Construction projects (projectMgt); construction.ownedId(actor, id) checks a link. */
    construction,
    /** Plans: plans.plans (save, get, page, copy), plans.transition, plans.configs (getPlanConfig). */
    plans,
    schemes,
    monitor,
    /** Record calls to external platforms: platformLog.record({ platform, endpoint, success, ... }). */
    platformLog: monitor.platformLog,
    /** Data scope of a role: dataPermissions.scopeOf(roleId), departIdsInScope(actor). */
    dataPermissions: monitor.dataPermissions,
  };
}

export type Services = ReturnType<typeof createServices>;
