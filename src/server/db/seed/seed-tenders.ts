import { EXPERT_TASK_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import { randomId } from '@/shared/format/random-id';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import type { Trx } from '../transact';
import { seedInvitationDemo } from './seed-invitations';
import { seedEntrustedDemo } from './seed-project-workspace';
import { seedSubjectMatterDemo } from './seed-subject-matters';

const DAY_MS = 86_400_000;

/** Fixed codes: the seed finds its projects again by them, so later starts add nothing. */
export const DEMO_PROJECT_CODES = { published: 'BL-DEMO-0001', draft: 'BL-DEMO-0002' } as const;
const CLARIFICATION_TITLE = '关于照明灯具色温要求的澄清';

async function idOf(trx: Trx, table: 'users' | 'organisations', key: string): Promise<string | undefined> {
  const row =
    table === 'users'
      ? await trx.selectFrom('users').select('id').where('login_name', '=', key).executeTakeFirst()
      : await trx.selectFrom('organisations').select('id').where('code', '=', key).executeTakeFirst();
  return row?.id;
}

/**
 * The tendering demo: buyer01's organisation has a published project (signup closes in 7 days, offers
 * in 10, by the seed clock, so it passes the publication rule of 5 days) with supplier01's
 * organisation signed up and approved, one released clarification and expert01 on the committee; and
 * a draft project. Rows are data, written as the rules would leave them; nothing existing is touched.
 */
export async function seedTenders(database: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const iso = now.toISOString();
  const later = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  await database.db.transaction().execute(async (trx) => {
    const buyer = await idOf(trx, 'users', 'buyer01');
    const supplier = await idOf(trx, 'users', 'supplier01');
    const expert = await idOf(trx, 'users', 'expert01');
    const buyerOrg = await idOf(trx, 'organisations', 'GROUP-PROC');
    const supplierOrg = await idOf(trx, 'organisations', 'SUPPLIER-01');
    if (!buyer || !supplier || !expert || !buyerOrg || !supplierOrg) return;

    const project = (code: string, name: string, status: string, budget: string, description: string) => ({
      id: randomId(),
      project_code: code,
      name,
      tender_method: TENDER_METHOD.OPEN,
      budget,
      description,
      depart_id: buyerOrg,
      status,
      signup_end_time: later(7),
      quote_end_time: later(10),
      published_at: status === PURCHASE_STATUS.PUBLISHED ? iso : null,
      cancel_reason: null,
      version: 1,
      created_by: buyer,
      updated_by: buyer,
      created_at: iso,
      updated_at: iso,
    });
    for (const row of [
      project(
        DEMO_PROJECT_CODES.published,
        '港区道路照明灯具采购',
        PURCHASE_STATUS.PUBLISHED,
        '580000.00',
        '港区主干道及堆场 LED 照明灯具 320 套，含安装与三年质保。',
      ),
      project(
        DEMO_PROJECT_CODES.draft,
        '2027 年度办公用品框架采购',
        PURCHASE_STATUS.DRAFT,
        '120000.00',
        '集团本部及下属单位年度办公用品，按需分批供货。',
      ),
    ]) {
      await trx
        .insertInto('tender_projects')
        .values(row)
        .onConflict((oc) => oc.column('project_code').doNothing())
        .execute();
    }

    const published = await trx
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', DEMO_PROJECT_CODES.published)
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('tender_signups')
      .values({
        id: randomId(),
        project_id: published.id,
        supplier_depart_id: supplierOrg,
        user_id: supplier,
        contact_name: '周供应',
        contact_phone: '13800000007',
        contact_email: 'supplier01@bidline.test',
        remark: null,
        audit_status: AUDIT_STATUS.APPROVED,
        reject_reason: null,
        received_at: iso,
        audited_by: buyer,
        audited_at: iso,
        updated_at: iso,
      })
      .onConflict((oc) => oc.columns(['project_id', 'supplier_depart_id']).doNothing())
      .execute();

    const released = await trx
      .selectFrom('tender_clarifications')
      .select('id')
      .where('project_id', '=', published.id)
      .where('title', '=', CLARIFICATION_TITLE)
      .executeTakeFirst();
    if (!released)
      await trx
        .insertInto('tender_clarifications')
        .values({
          id: randomId(),
          project_id: published.id,
          title: CLARIFICATION_TITLE,
          content: '灯具色温统一为 4000K（允许偏差 ±300K），显色指数不低于 Ra70，其余要求不变。',
          published_by: buyer,
          published_at: iso,
        })
        .execute();

    await trx
      .insertInto('evaluation_tasks')
      .values({
        id: randomId(),
        project_id: published.id,
        expert_user_id: expert,
        status: EXPERT_TASK_STATUS.ASSIGNED,
        assigned_by: buyer,
        assigned_at: iso,
        updated_at: iso,
      })
      .onConflict((oc) => oc.columns(['project_id', 'expert_user_id']).doNothing())
      .execute();

    // Issue 16: an invitation-only project SUPPLIER-01 is invited to, and a method 13 project.
    await seedInvitationDemo(trx, { buyer, buyerOrg, supplierOrg }, now);
    // Issue 16: a few subject matters on the demo projects, adding up to their budgets.
    await seedSubjectMatterDemo(trx, buyer, now);
    // Issue 16: a draft entrusted to the agency AGENCY-01 (agent01 runs it).
    await seedEntrustedDemo(trx, { buyer, buyerOrg }, now);
  });
}
