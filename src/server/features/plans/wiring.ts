import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';
import type { ItemListRequest, MaterialItem } from '@/shared/contracts/admin-material-items';
import type { PageResult } from '@/shared/contracts/page-query';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { PermissionService } from '../permissions/service';
import { createPlanAccess } from './access';
import { createPlanAssistantReads } from './assistant-reads';
import { createAssignService } from './assign';
import { createPlanConfigService } from './config';
import { createPackageService } from './packaging';
import { createPlanLineQueryService, type DictionaryLabels } from './line-query-service';
import { type ConstructionCheck, createPlanService } from './service';
import { createPlanTransitions } from './transitions';

/** The plan area's services, built once per app (services.ts). */
export function createPlanServices(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  permissions: PermissionService;
  /** The dictionaries' labels (measureUnit) for the lines' spreadsheets. */
  dictionaries: { labels: DictionaryLabels };
  /** The material area's catalogue reads (services.ts hands them over), for purchaseCatalogue-list. */
  catalogue: {
    tree(): Promise<MaterialCategoryNode[]>;
    items(query: ItemListRequest): Promise<PageResult<MaterialItem>>;
  };
  /** The construction area's check (services.ts hands it over): a line's project of the caller's organisation. */
  construction: ConstructionCheck;
}) {
  const access = createPlanAccess(deps.database.db, deps.permissions);
  const shared = { ...deps, access };
  return {
    plans: createPlanService(shared),
    transition: createPlanTransitions(shared),
    configs: createPlanConfigService(shared),
    /** Allocation (planDepartAssign, planDepartmentAssign) and packaging (planCreate). */
    assign: createAssignService(shared),
    packages: createPackageService(shared),
    lines: createPlanLineQueryService({
      ...shared,
      labels: (lang, group) => deps.dictionaries.labels(lang, group),
    }),
    catalogue: deps.catalogue,
    /** The tender assistant's reads (waiting for my approval, over the annual cap). */
    assistant: createPlanAssistantReads({ db: deps.database.db, access, permissions: deps.permissions }),
  };
}

export type PlanServices = ReturnType<typeof createPlanServices>;
