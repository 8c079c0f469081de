import { PLAN_TYPE } from '@/shared/codes/constants';
import { PLAN_STATUS as S } from '@/shared/codes/plans';
import { lineAmountCents, sumCents, yuanToCents } from '@/shared/rules/plan-money';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import type { Trx } from '../transact';
import { seedPlanPackages } from './seed-plan-packages';
import { seedSchemes } from './seed-schemes';

/** Fixed ids: the seed finds its plans again by them, so later starts add nothing. */
export const DEMO_PLAN_IDS = {
  annual: 'demo-plan-annual',
  approved: 'demo-plan-approved',
  submitted: 'demo-plan-submitted',
  draft: 'demo-plan-draft',
  simulation: 'demo-plan-simulation',
} as const;

type Line = [
  category: string | null,
  name: string,
  spec: string,
  quantity: string,
  unit: string,
  price: string,
];

interface DemoPlan {
  id: string;
  type: string;
  status: string;
  title: string;
  lines: Line[];
  /** The moves that led to the status, after 'create'. */
  moves: [action: string, from: string, to: string, by: 'author' | 'approver'][];
}

const submit: DemoPlan['moves'][number] = ['submit', S.DRAFT, S.SUBMITTED, 'author'];
const approve: DemoPlan['moves'][number] = ['approve', S.SUBMITTED, S.APPROVED, 'approver'];

function demoPlans(year: number): DemoPlan[] {
  return [
    {
      id: DEMO_PLAN_IDS.annual,
      type: PLAN_TYPE.ANNUAL,
      status: S.APPROVED,
      title: `${year}年度物资采购计划`,
      lines: [
        ['LIGHTING', '港区照明灯具', 'LED 200W 投光灯', '1', 'set', '1800000.00'],
        ['CABLE', '电力电缆', 'YJV22-8.7/15kV 3×240', '1', 'km', '2400000.00'],
      ],
      moves: [submit, approve],
    },
    {
      id: DEMO_PLAN_IDS.approved,
      type: PLAN_TYPE.PURCHASE,
      status: S.APPROVED,
      title: `${year}年第一批照明改造采购计划`,
      lines: [
        ['LIGHTING', 'LED投光灯', 'LED 200W IP66', '320', 'pcs', '1850.00'],
        ['LIGHTING', '灯杆', '热镀锌 12m', '80', 'pcs', '4200.00'],
        ['CABLE', '电力电缆', 'YJV22-0.6/1kV 4×25', '6.5', 'km', '86000.00'],
      ],
      moves: [submit, approve],
    },
    {
      id: DEMO_PLAN_IDS.submitted,
      type: PLAN_TYPE.PURCHASE,
      status: S.SUBMITTED,
      title: `${year}年第二批电缆采购计划`,
      lines: [
        ['CABLE', '控制电缆', 'KVV22 10×1.5', '12', 'km', '15800.00'],
        ['CABLE', '电缆桥架', '镀锌 400×150', '1800', 'm', '168.50'],
      ],
      moves: [submit],
    },
    {
      id: DEMO_PLAN_IDS.draft,
      type: PLAN_TYPE.PURCHASE,
      status: S.DRAFT,
      title: `${year}年第三批维修服务采购计划（草稿）`,
      lines: [[null, '码头照明年度维保服务', '含巡检与更换', '1', 'set', '360000.00']],
      moves: [],
    },
    {
      id: DEMO_PLAN_IDS.simulation,
      type: PLAN_TYPE.SIMULATED_QUANTITY,
      status: S.DRAFT,
      title: `${year}年劳保用品框架协议模拟量`,
      lines: [
        [null, '安全帽', 'ABS GB2811', '2000', 'pcs', '45.00'],
        [null, '反光背心', 'EN ISO 20471 2级', '3000', 'pcs', '28.50'],
      ],
      moves: [],
    },
  ];
}

async function idOf(trx: Trx, table: 'users' | 'organisations', key: string): Promise<string | undefined> {
  const row =
    table === 'users'
      ? await trx.selectFrom('users').select('id').where('login_name', '=', key).executeTakeFirst()
      : await trx.selectFrom('organisations').select('id').where('code', '=', key).executeTakeFirst();
  return row?.id;
}

/**
 * The plans demo: buyer01's department (GROUP-PROC of the GROUP organisation) compiles plans that
 * biz01 (GROUP-BIZ, same organisation) approves: an approved annual plan, an approved purchase plan
 * within it, one waiting for approval, a draft, and a simulated-quantity draft; plus the department's
 * plan configuration. Rows are written as the rules would leave them; nothing existing is touched.
 */
export async function seedPlans(database: Database, clock: Clock): Promise<void> {
  const at = clock.now().toISOString();
  const year = clock.now().getUTCFullYear();
  await database.db.transaction().execute(async (trx) => {
    const author = await idOf(trx, 'users', 'buyer01');
    const approver = await idOf(trx, 'users', 'biz01');
    const orgId = await idOf(trx, 'organisations', 'GROUP');
    const departId = await idOf(trx, 'organisations', 'GROUP-PROC');
    if (!author || !approver || !orgId || !departId) return;

    await trx
      .insertInto('plan_configs')
      .values({
        depart_id: departId,
        plan_types: '00,01,02',
        approval_required: 1,
        leader_threshold_cents: (yuanToCents('5000000.00') as bigint).toString(),
        updated_by: author,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('depart_id').doNothing())
      .execute();

    for (const plan of demoPlans(year)) {
      const exists = await trx.selectFrom('plans').select('id').where('id', '=', plan.id).executeTakeFirst();
      if (exists) continue;
      const cents = plan.lines.map(([, , , quantity, , price]) => lineAmountCents(quantity, price) ?? 0n);
      const approved = plan.status === S.APPROVED;
      await trx
        .insertInto('plans')
        .values({
          id: plan.id,
          org_id: orgId,
          depart_id: departId,
          plan_type: plan.type,
          year,
          period_start: plan.type === PLAN_TYPE.SIMULATED_QUANTITY ? `${year}-01-01` : null,
          period_end: plan.type === PLAN_TYPE.SIMULATED_QUANTITY ? `${year}-12-31` : null,
          title: plan.title,
          remark: null,
          status: plan.status,
          total_cents: sumCents(cents).toString(),
          line_count: plan.lines.length,
          over_plan: 0,
          author_id: author,
          reject_reason: null,
          cancel_reason: null,
          approved_by: approved ? approver : null,
          approved_at: approved ? at : null,
          version: 1 + plan.moves.length,
          created_by: author,
          updated_by: approved ? approver : author,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('plan_lines')
        .values(
          plan.lines.map(([category, name, spec, quantity, unit, price], i) => ({
            id: `${plan.id}-${i + 1}`,
            plan_id: plan.id,
            line_no: i + 1,
            category_code: category,
            material_id: null,
            material_name: name,
            specification: spec,
            quantity,
            unit_code: unit,
            unit_price: price,
            amount_cents: (cents[i] ?? 0n).toString(),
            delivery_date: `${year}-09-30`,
            delivery_place: '北仑港区二期码头',
            purpose: null,
            budget_source: '年度生产经营预算',
            over_plan_reason: null,
            over_plan: 0,
            remark: null,
            status: plan.status,
            construction_project_id: null,
            package_id: null,
            scheme_id: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const moves: DemoPlan['moves'] = [['create', '', S.DRAFT, 'author'], ...plan.moves];
      for (const [seq, [action, from, to, by]] of moves.entries())
        await trx
          .insertInto('plan_history')
          .values({
            id: `${plan.id}-h${seq + 1}`,
            plan_id: plan.id,
            seq: seq + 1,
            action,
            from_status: from || null,
            to_status: to,
            reason: null,
            actor_id: by === 'author' ? author : approver,
            at,
          })
          .execute();
    }
  });
  // Allocated lines and a package of the approved plan (seed-plan-packages.ts).
  await seedPlanPackages(database, clock);
  // An approved scheme of that package, not yet executed (seed-schemes.ts).
  await seedSchemes(database, clock);
}
