import { PACKAGE_STATUS as K, PLAN_STATUS as S } from '@/shared/codes/plans';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

export const DEMO_PACKAGE_ID = 'demo-package-1';
const LINES = { packaged: 'demo-plan-approved-1', allocated: 'demo-plan-approved-2' } as const;

/**
 * Allocation and packaging demo: of the approved purchase plan (seed-plans.ts), the LED floodlights and
 * the poles are allocated to buyer01's department (GROUP-PROC) and to buyer01, and the floodlights are
 * packaged; the cable stays approved, waiting for allocation. Runs once: a later start finds the package.
 */
export async function seedPlanPackages(database: Database, clock: Clock): Promise<void> {
  const at = clock.now().toISOString();
  await database.db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('packages')
      .select('id')
      .where('id', '=', DEMO_PACKAGE_ID)
      .executeTakeFirst();
    if (done) return;
    const buyer = await trx
      .selectFrom('users')
      .select('id')
      .where('login_name', '=', 'buyer01')
      .executeTakeFirst();
    const depart = await trx
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'GROUP-PROC')
      .executeTakeFirst();
    const plan = await trx
      .selectFrom('plans')
      .select('org_id')
      .where('id', '=', 'demo-plan-approved')
      .executeTakeFirst();
    const ids = [LINES.packaged, LINES.allocated];
    const free = await trx
      .selectFrom('plan_lines')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', S.APPROVED)
      .execute();
    if (!buyer || !depart || !plan || free.length !== ids.length) return;

    await trx
      .updateTable('plan_lines')
      .set({
        status: S.ALLOCATED,
        assigned_depart_id: depart.id,
        executor_id: buyer.id,
        assigned_at: at,
        updated_at: at,
      })
      .where('id', 'in', ids)
      .execute();
    for (const [level, by] of [
      ['00', { depart_id: depart.id, executor_id: null }],
      ['01', { depart_id: depart.id, executor_id: buyer.id }],
    ] as const)
      await trx
        .insertInto('plan_allocations')
        .values(
          ids.map((lineId) => ({
            id: `demo-allocation-${level}-${lineId}`,
            org_id: plan.org_id,
            line_id: lineId,
            level,
            action: 'assign',
            ...by,
            actor_id: buyer.id,
            at,
          })),
        )
        .execute();

    const amount = await trx
      .selectFrom('plan_lines')
      .select((eb) => eb.cast<string>('amount_cents', 'text').as('cents'))
      .where('id', '=', LINES.packaged)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('packages')
      .values({
        id: DEMO_PACKAGE_ID,
        org_id: plan.org_id,
        code: `PKG-${at.slice(0, 10).replaceAll('-', '')}-DEMO01`,
        name: '照明改造LED投光灯包',
        remark: null,
        status: K.LIVE,
        budget_cents: String(amount.cents),
        line_count: 1,
        undo_reason: null,
        version: 1,
        created_by: buyer.id,
        updated_by: buyer.id,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('package_lines')
      .values({ package_id: DEMO_PACKAGE_ID, line_id: LINES.packaged, live: 1, added_at: at })
      .execute();
    await trx
      .updateTable('plan_lines')
      .set({ status: S.PACKAGED, package_id: DEMO_PACKAGE_ID, updated_at: at })
      .where('id', '=', LINES.packaged)
      .execute();
    await trx
      .insertInto('package_history')
      .values({
        id: `${DEMO_PACKAGE_ID}-h1`,
        package_id: DEMO_PACKAGE_ID,
        seq: 1,
        action: 'create',
        from_status: null,
        to_status: K.LIVE,
        reason: null,
        actor_id: buyer.id,
        at,
      })
      .execute();
  });
}
