import {
  PACKAGE_STATUS as K,
  PLAN_STATUS as L,
  SCHEME_ORGANISER,
  SCHEME_STATUS as S,
} from '@/shared/codes/plans';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { DEMO_PACKAGE_ID } from './seed-plan-packages';

export const DEMO_SCHEME_ID = 'demo-scheme-1';
const DAY = 86_400_000;

/**
 * Scheme demo: the demo package (seed-plan-packages.ts) in an approved open-tender scheme compiled by
 * buyer01 and approved by biz01, not yet executed, so a new user can execute it. Runs once.
 */
export async function seedSchemes(database: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const at = now.toISOString();
  await database.db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('schemes')
      .select('id')
      .where('id', '=', DEMO_SCHEME_ID)
      .executeTakeFirst();
    if (done) return;
    const pkg = await trx
      .selectFrom('packages')
      .select(['org_id', (eb) => eb.cast<string>('budget_cents', 'text').as('cents')])
      .where('id', '=', DEMO_PACKAGE_ID)
      .where('status', '=', K.LIVE)
      .executeTakeFirst();
    const users = await trx
      .selectFrom('users')
      .select(['id', 'login_name'])
      .where('login_name', 'in', ['buyer01', 'biz01'])
      .execute();
    const author = users.find((u) => u.login_name === 'buyer01')?.id;
    const approver = users.find((u) => u.login_name === 'biz01')?.id;
    if (!pkg || !author || !approver) return;
    const publish = new Date(now.getTime() + 7 * DAY).toISOString().slice(0, 10);
    await trx
      .insertInto('schemes')
      .values({
        id: DEMO_SCHEME_ID,
        org_id: pkg.org_id,
        code: `SCH-${at.slice(0, 10).replaceAll('-', '')}-DEMO01`,
        name: '照明改造LED投光灯采购方案',
        tender_method: TENDER_METHOD.OPEN,
        organiser: SCHEME_ORGANISER.SELF,
        agency_org_id: null,
        budget_cents: String(pkg.cents),
        publish_date: publish,
        quote_end_time: new Date(now.getTime() + 30 * DAY).toISOString(),
        evaluation_method: '01',
        qualification: '具有独立法人资格，近三年有同类照明工程供货业绩。',
        status: S.APPROVED,
        cancelled_at: null,
        reason: null,
        version: 3,
        created_by: author,
        updated_by: approver,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('scheme_packages')
      .values({ scheme_id: DEMO_SCHEME_ID, package_id: DEMO_PACKAGE_ID, live: 1, added_at: at })
      .execute();
    await trx
      .updateTable('packages')
      .set({ status: K.IN_SCHEME })
      .where('id', '=', DEMO_PACKAGE_ID)
      .execute();
    await trx
      .updateTable('plan_lines')
      .set({ status: L.IN_SCHEME, updated_at: at })
      .where('package_id', '=', DEMO_PACKAGE_ID)
      .where('status', '=', L.PACKAGED)
      .execute();
    const moves = [
      ['create', null, S.DRAFT, author],
      ['submit', S.DRAFT, S.SUBMITTED, author],
      ['approve', S.SUBMITTED, S.APPROVED, approver],
    ] as const;
    await trx
      .insertInto('scheme_history')
      .values(
        moves.map(([action, from, to, by], i) => ({
          id: `${DEMO_SCHEME_ID}-h${i + 1}`,
          scheme_id: DEMO_SCHEME_ID,
          seq: i + 1,
          action,
          from_status: from,
          to_status: to,
          reason: null,
          actor_id: by,
          at,
        })),
      )
      .execute();
  });
}
