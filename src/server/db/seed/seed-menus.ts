import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLE_CODES } from '@/shared/codes/roles';
import { randomId } from '@/shared/format/random-id';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { CONFIG_MENU_SEED } from './menu-seed-config';
import { OPENING_HALL_MENU_SEED } from './menu-seed-opening-hall';
import { OPENED_SCREEN_MENU_SEED } from './menu-seed-opened-screen';
import { OFFER_LOBBY_MENU_SEED } from './menu-seed-offer-lobby';
import { NEGOTIATION_MENU_SEED } from './menu-seed-negotiation';
import { COMMITTEE_DRAW_MENU_SEED } from './menu-seed-committee-draw';
import { EVALUATION_MENU_SEED } from './menu-seed-evaluation';
import { EVALUATION_RESULT_MENU_SEED } from './menu-seed-evaluation-results';
import { RESULT_MENU_SEED } from './menu-seed-results';
import { NOTICE_MENU_SEED } from './menu-seed-notices';
import { CONTRACT_MENU_SEED } from './menu-seed-contracts';
import { AUDIT_MENU_SEED } from './menu-seed-audit';
import { CLARIFICATION_MENU_SEED } from './menu-seed-clarifications';
import { CONSTRUCTION_MENU_SEED } from './menu-seed-construction';
import { EVALUATION_CLARIFICATION_MENU_SEED } from './menu-seed-evaluation-clarifications';
import type { MenuSeedEntry } from './menu-seed-entry';
import { MATERIAL_MENU_SEED } from './menu-seed-material';
import { MONITOR_MENU_SEED } from './menu-seed-monitor';
import { OBJECTION_MENU_SEED } from './menu-seed-objections';
import { ORG_MENU_SEED } from './menu-seed-org';
import { PARTY_MENU_SEED } from './menu-seed-parties';
import { PARTICIPATION_MENU_SEED } from './menu-seed-participation';
import { PLAN_PACKAGE_MENU_SEED } from './menu-seed-plan-packages';
import { PROJECT_WORKSPACE_MENU_SEED } from './menu-seed-project-workspace';
import { PLAN_MENU_SEED } from './menu-seed-plans';
import { QUESTION_MENU_SEED } from './menu-seed-questions';
import { SCHEME_MENU_SEED } from './menu-seed-schemes';
import { SUPPLIER_MENU_SEED } from './menu-seed-supplier';
import { SUPPLIER_RESPONSE_MENU_SEED } from './menu-seed-supplier-response';
import { TENDER_MENU_SEED } from './menu-seed-tenders';
import { USER_MANAGEMENT_MENU_SEED } from './menu-seed-user-management';

const ALL_ROLES = ROLE_CODES;

/** Only screens the client has. */
export const MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'workbench',
    parentCode: null,
    name: '工作台',
    labelKey: 'menu:workbench',
    icon: 'appstore',
    level: 0,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    isTop: true,
    sort: 0,
    roles: [],
  },
  {
    code: 'home',
    parentCode: 'workbench',
    name: '首页',
    labelKey: 'menu:home',
    icon: 'home',
    level: 1,
    path: '/home',
    menuType: MENU_TYPE.SYSTEM,
    sort: 0,
    roles: ALL_ROLES,
  },
  {
    code: 'syncCentre',
    parentCode: 'workbench',
    name: '同步中心',
    labelKey: 'menu:syncCentre',
    icon: 'refresh',
    level: 1,
    path: '/syncCentre',
    menuType: MENU_TYPE.SYSTEM,
    sort: 1,
    roles: ALL_ROLES,
  },
  ...ORG_MENU_SEED,
  ...USER_MANAGEMENT_MENU_SEED,
  ...CONFIG_MENU_SEED,
  ...MATERIAL_MENU_SEED,
  ...MONITOR_MENU_SEED,
  ...SUPPLIER_MENU_SEED,
  ...PARTY_MENU_SEED,
  ...TENDER_MENU_SEED,
  ...SUPPLIER_RESPONSE_MENU_SEED,
  ...PARTICIPATION_MENU_SEED,
  ...PLAN_MENU_SEED,
  ...PLAN_PACKAGE_MENU_SEED,
  ...CONSTRUCTION_MENU_SEED,
  ...SCHEME_MENU_SEED,
  ...PROJECT_WORKSPACE_MENU_SEED,
  ...QUESTION_MENU_SEED,
  ...CLARIFICATION_MENU_SEED,
  ...OBJECTION_MENU_SEED,
  ...EVALUATION_CLARIFICATION_MENU_SEED,
  ...OPENING_HALL_MENU_SEED,
  ...OPENED_SCREEN_MENU_SEED,
  ...OFFER_LOBBY_MENU_SEED,
  ...NEGOTIATION_MENU_SEED,
  ...COMMITTEE_DRAW_MENU_SEED,
  ...EVALUATION_MENU_SEED,
  ...EVALUATION_RESULT_MENU_SEED,
  ...RESULT_MENU_SEED,
  ...NOTICE_MENU_SEED,
  ...CONTRACT_MENU_SEED,
  ...AUDIT_MENU_SEED,
];

/**
 * Inserts the entries that are missing (by code), parents before children. Grants are given only
 * when the seed creates the entry, so an administrator's later removal of a grant sticks across
 * restarts; an entry that exists is never touched.
 */
export async function seedMenus(
  database: Database,
  clock: Clock,
  entries: readonly MenuSeedEntry[] = MENU_SEED,
): Promise<void> {
  const now = clock.now().toISOString();
  await database.db.transaction().execute(async (trx) => {
    const roles = await trx.selectFrom('roles').select(['id', 'code']).execute();
    const roleIds = new Map(roles.map((role) => [role.code, role.id]));
    const existing = await trx
      .selectFrom('functions')
      .select(['id', 'function_code'])
      .where('function_code', 'is not', null)
      .execute();
    const idOfCode = new Map(existing.map((row) => [row.function_code as string, row.id]));

    for (const entry of orderParentsFirst(entries)) {
      if (idOfCode.has(entry.code)) continue;
      const parentId = entry.parentCode ? idOfCode.get(entry.parentCode) : null;
      if (parentId === undefined) throw new Error(`menu seed: unknown parent ${entry.parentCode}`);
      const id = randomId();
      const inserted = await trx
        .insertInto('functions')
        .values({
          id,
          parent_id: parentId,
          function_code: entry.code,
          function_name: entry.name,
          function_icon_style: entry.icon,
          function_level: entry.level,
          path: entry.path,
          new_path: null,
          label: entry.labelKey,
          query: null,
          menu_type: entry.menuType,
          is_top: entry.isTop ? 1 : 0,
          sort: entry.sort,
          created_at: now,
        })
        .onConflict((oc) => oc.column('function_code').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        // Another start seeded the same entry meanwhile: it owns the grants.
        const row = await trx
          .selectFrom('functions')
          .select('id')
          .where('function_code', '=', entry.code)
          .executeTakeFirstOrThrow();
        idOfCode.set(entry.code, row.id);
        continue;
      }
      idOfCode.set(entry.code, id);
      for (const roleCode of new Set(entry.roles)) {
        const roleId = roleIds.get(roleCode);
        if (!roleId) continue;
        await trx.insertInto('role_functions').values({ role_id: roleId, function_id: id }).execute();
      }
    }
  });
}

/** Parents before their children whatever the table order; unknown parents fail loudly later. */
function orderParentsFirst(entries: readonly MenuSeedEntry[]): MenuSeedEntry[] {
  const codes = new Set(entries.map((entry) => entry.code));
  const placed = new Set<string>();
  const out: MenuSeedEntry[] = [];
  let pending = [...entries];
  while (pending.length > 0) {
    const ready = pending.filter(
      (e) => !e.parentCode || placed.has(e.parentCode) || !codes.has(e.parentCode),
    );
    if (ready.length === 0) throw new Error('menu seed: parent cycle');
    for (const entry of ready) {
      out.push(entry);
      placed.add(entry.code);
    }
    pending = pending.filter((entry) => !placed.has(entry.code));
  }
  return out;
}
