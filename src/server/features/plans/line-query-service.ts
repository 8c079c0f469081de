import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { PLAN_FUNCTIONS } from '@/shared/contracts/plan-paths';
import {
  PLAN_EXPORT_MAX_ROWS,
  type PlanImportResult,
  type PlanLineFilter,
  type PlanLineQuery,
  type PlanLineQueryResult,
} from '@/shared/contracts/plan-queries';
import { yuanToCents } from '@/shared/rules/plan-money';
import type { Database } from '../../db/database';
import { pageResult } from '../../lib/paging';
import type { Actor } from '../../lib/request-context';
import type { Language } from '../../lib/translate';
import type { PermissionService } from '../permissions/service';
import { type PlanAccess, planError } from './access';
import { assignOptions } from './assign-scope';
import { linePage, lineRows, lineTotals, type PlanLineFilterRow } from './line-query-repository';
import { importTemplate, lineExport, parseImport } from './plan-spreadsheets';

/** Code -> label of a dictionary group in a language (the dictionaries service's labels). */
export type DictionaryLabels = (lang: Language, groupCode: string) => Promise<ReadonlyMap<string, string>>;

const QUERY_FUNCTIONS: Readonly<Record<string, string>> = {
  '00': PLAN_FUNCTIONS.purchaseLineQuery,
  '01': PLAN_FUNCTIONS.annualLineQuery,
};

/**
 * The organisation-wide line queries (yearplanQuery-list, purchasePlanQuery-list) and the plan lines'
 * spreadsheets. Only the caller's organisation's lines are read (data scope); each query is its screen's grant.
 */
export function createPlanLineQueryService(deps: {
  database: Database;
  access: PlanAccess;
  permissions: PermissionService;
  labels: DictionaryLabels;
}) {
  const db = deps.database.db;

  async function scoped(actor: Actor, f: PlanLineFilter): Promise<PlanLineFilterRow> {
    const caller = await deps.access.caller(actor);
    const code = QUERY_FUNCTIONS[f.planType];
    if (!code || !(await deps.permissions.has(actor.roleId, code)))
      throw planError('FORBIDDEN', 'noPermission', 'permission');
    if (f.departId) await deps.access.requireDepart(caller, f.departId);
    return {
      orgId: caller.orgId,
      planType: f.planType,
      keyword: f.keyword,
      year: f.year,
      departId: f.departId,
      categoryCode: f.categoryCode,
      status: f.status,
      amountMinCents: f.amountMin ? yuanToCents(f.amountMin) : undefined,
      amountMaxCents: f.amountMax ? yuanToCents(f.amountMax) : undefined,
    };
  }

  const units = (lang: Language) => deps.labels(lang, MEASURE_UNIT_GROUP);

  return {
    async page(actor: Actor, q: PlanLineQuery): Promise<PlanLineQueryResult> {
      const filter = await scoped(actor, q);
      const totals = await lineTotals(db, filter);
      const records = await linePage(db, filter, q);
      const departments = await assignOptions(db, await deps.access.caller(actor), '00');
      return { ...pageResult(records, totals.lineCount, q), totals, departments };
    },

    async exportXlsx(actor: Actor, lang: Language, f: PlanLineFilter): Promise<Buffer> {
      const filter = await scoped(actor, f);
      const [rows, totals, labels] = await Promise.all([
        lineRows(db, filter, PLAN_EXPORT_MAX_ROWS),
        lineTotals(db, filter),
        units(lang),
      ]);
      return lineExport(lang, rows, labels, totals);
    },

    async template(actor: Actor, lang: Language): Promise<Buffer> {
      await deps.access.caller(actor);
      return importTemplate(lang, await units(lang));
    },

    async parse(actor: Actor, lang: Language, fileBase64: string): Promise<PlanImportResult> {
      await deps.access.caller(actor);
      return parseImport(lang, Buffer.from(fileBase64, 'base64'), await units(lang));
    },
  };
}

export type PlanLineQueryService = ReturnType<typeof createPlanLineQueryService>;
