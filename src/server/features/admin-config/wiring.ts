import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createHolidaysService } from '../admin-base/holidays-service';
import { createRegionsService } from '../admin-base/regions-service';
import { adminBaseRoutes } from '../admin-base/routes';
import { adminDictionaryRoutes } from '../admin-dictionaries/routes';
import { createAdminDictionariesService } from '../admin-dictionaries/service';
import { createIconsService } from '../admin-functions/icons-service';
import { adminFunctionRoutes } from '../admin-functions/routes';
import { createAdminFunctionsService } from '../admin-functions/service';
import { adminLangRoutes } from '../admin-lang/routes';
import { createAdminLangService } from '../admin-lang/service';
import { createAgreementsService } from '../admin-settings/agreements-service';
import { adminSettingsRoutes } from '../admin-settings/routes';
import { createSystemConfigService } from '../admin-settings/system-config-service';
import type { ConfiguredSmsProvider } from '../admin-sms/configured-provider';
import { adminSmsRoutes } from '../admin-sms/routes';
import { createAdminSmsService } from '../admin-sms/service';
import type { AuditService } from '../audit/service';
import type { DictionariesService } from '../dictionaries/service';
import type { MultilangService } from '../multilang/service';
import type { PermissionService } from '../permissions/service';
import type { SmsService } from '../sms/service';

export interface AdminConfigDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  permissions: PermissionService;
  multilang: MultilangService;
  smsProvider: ConfiguredSmsProvider;
  dictionaries: DictionariesService;
}

/**
 * Configuration administration: menus (functions, top entries, icons), dictionaries, language
 * overrides, SMS configuration and templates, regions, holidays, system configuration, agreements.
 */
export function createAdminConfigServices(deps: AdminConfigDeps) {
  const { database, clock, audit, permissions, multilang, smsProvider, dictionaries } = deps;
  return {
    functions: createAdminFunctionsService({
      database,
      clock,
      audit,
      permissions,
      overrides: multilang.overrides,
    }),
    icons: createIconsService(database, clock, audit),
    dictionaries: createAdminDictionariesService({
      database,
      clock,
      audit,
      permissions,
      dictionaries,
    }),
    lang: createAdminLangService({ database, clock, audit, multilang }),
    sms: createAdminSmsService({ database, clock, audit, provider: smsProvider }),
    regions: createRegionsService(database, clock, audit),
    holidays: createHolidaysService(database, clock, audit),
    systemConfigs: createSystemConfigService({ database, clock, audit, permissions }),
    agreements: createAgreementsService(database, clock, audit),
  };
}

export type AdminConfigServices = ReturnType<typeof createAdminConfigServices>;

export function adminConfigRoutes(
  admin: AdminConfigServices,
  permissions: PermissionService,
  sms: SmsService,
) {
  return async (app: FastifyInstance) => {
    await app.register(adminFunctionRoutes(admin.functions, admin.icons));
    await app.register(adminDictionaryRoutes(admin.dictionaries, permissions));
    await app.register(adminLangRoutes(admin.lang));
    await app.register(adminSmsRoutes(admin.sms, sms));
    await app.register(adminBaseRoutes(admin.regions, admin.holidays));
    await app.register(adminSettingsRoutes(admin.systemConfigs, admin.agreements, permissions));
  };
}
