import { ROLES } from '@/shared/codes/roles';
import { TENDER_FUNCTIONS as F } from '@/shared/contracts/tender-paths';
import type { TestApp } from './test-app';
import { tenderRows } from './tender-rows';

const BUYER_SIDE = [ROLES.FORMAL_BUYER, ROLES.FORMAL_AGENT, ROLES.GXCX_YWJS];

/** Which roles use which tender screen. */
const GRANTS: Readonly<Record<string, readonly string[]>> = {
  [F.projects]: BUYER_SIDE,
  [F.signupAudit]: BUYER_SIDE,
  [F.clarifications]: BUYER_SIDE,
  [F.committee]: BUYER_SIDE,
  [F.openTenders]: [ROLES.FORMAL_SUPPLIER],
  [F.participating]: [ROLES.FORMAL_SUPPLIER],
  [F.supplierClarifications]: [ROLES.FORMAL_SUPPLIER],
  [F.evaluationHall]: [ROLES.FORMAL_EXPERT],
};

/**
 * The rows of the signup, offer, clarification and committee tests (tender-rows.ts) and readers of what
 * the calls left behind. The tender screens are granted by the menu seed, as in production
 * (ensureGrants checks it rather than inserting grants, so a seed that forgets one fails here).
 */
export function tenderParties(t: () => TestApp) {
  const db = () => t().database.db;

  return {
    ...tenderRows(t),

    /** Fails unless the menu seed grants every tender screen to the roles that use it. */
    async ensureGrants() {
      for (const [code, roles] of Object.entries(GRANTS)) {
        const held = await db()
          .selectFrom('role_functions as rf')
          .innerJoin('functions as f', 'f.id', 'rf.function_id')
          .innerJoin('roles as r', 'r.id', 'rf.role_id')
          .select('r.code')
          .where('f.function_code', '=', code)
          .execute();
        const missing = roles.filter((role) => !held.some((h) => h.code === role));
        if (missing.length > 0) throw new Error(`${code} is not granted to ${missing.join(', ')}`);
      }
    },

    async count(table: 'tender_signups' | 'tender_clarifications' | 'evaluation_tasks', projectId: string) {
      const row = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async offers(projectId: string) {
      return db()
        .selectFrom('tender_offers')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('received_at')
        .orderBy('id')
        .execute();
    },

    async auditActions(entityType: string, entityId: string): Promise<string[]> {
      const rows = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', entityType)
        .where('entity_id', '=', entityId)
        .orderBy('seq')
        .execute();
      return rows.map((r) => r.action);
    },

    async auditCount(entityType: string, action: string): Promise<number> {
      const row = await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('entity_type', '=', entityType)
        .where('action', '=', action)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
