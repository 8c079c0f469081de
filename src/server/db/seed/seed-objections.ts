import { OBJECTION_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { OBJECTION_ANSWER_WORKING_DAYS, OBJECTION_KIND } from '@/shared/contracts/objections';
import { addWorkingDays, daysBetween } from '@/shared/rules/objection-rules';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { DEMO_FEE_PROJECT_CODE } from './seed-fees';

const DAY_MS = 86_400_000;
export const DEMO_OBJECTION_ID = 'demo-objection-0201';

/**
 * Issue 17 demo (objections): supplier01's organisation, signed up and approved on buyer01's published
 * fee project BL-DEMO-0201, has filed an objection about the tender documents that waits for an answer
 * (due 3 working days after filing by the holiday table). Idempotent: a second start adds nothing.
 */
export async function seedObjectionsDemo(database: Database, clock: Clock): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('objections')
      .select('id')
      .where('id', '=', DEMO_OBJECTION_ID)
      .executeTakeFirst();
    if (known) return;
    const [project, supplier, supplierOrg] = await Promise.all([
      trx
        .selectFrom('tender_projects')
        .select(['id', 'status'])
        .where('project_code', '=', DEMO_FEE_PROJECT_CODE)
        .executeTakeFirst(),
      trx.selectFrom('users').select('id').where('login_name', '=', 'supplier01').executeTakeFirst(),
      trx.selectFrom('organisations').select('id').where('code', '=', 'SUPPLIER-01').executeTakeFirst(),
    ]);
    if (!project || !supplier || !supplierOrg || project.status !== PURCHASE_STATUS.PUBLISHED) return;
    const now = clock.now();
    const day = now.toISOString().slice(0, 10);
    const horizon = new Date(now.getTime() + 40 * DAY_MS).toISOString().slice(0, 10);
    const marks = await trx
      .selectFrom('holidays')
      .select(['day', 'day_type'])
      .where('day', '>=', day)
      .where('day', '<=', horizon)
      .execute();
    const dueDay = addWorkingDays(
      day,
      OBJECTION_ANSWER_WORKING_DAYS,
      new Map(marks.map((m) => [m.day, m.day_type])),
    );
    const iso = now.toISOString();
    await trx
      .insertInto('objections')
      .values({
        id: DEMO_OBJECTION_ID,
        project_id: project.id,
        supplier_depart_id: supplierOrg.id,
        filed_by: supplier.id,
        kind: OBJECTION_KIND.DOCUMENTS,
        title: '关于摄像机分辨率技术参数的异议',
        content_html:
          '<p>招标文件第三章要求摄像机分辨率不低于 800 万像素且仅限单一品牌型号，排斥了同等性能的其他产品。</p><p>请求修改为“不低于 800 万像素或同等性能”。</p>',
        status: OBJECTION_STATUS.SUBMITTED,
        filed_at: iso,
        due_at: new Date(now.getTime() + daysBetween(day, dueDay) * DAY_MS).toISOString(),
        accepted_by: null,
        accepted_at: null,
        answer_html: null,
        answered_by: null,
        answered_at: null,
        reject_reason: null,
        rejected_by: null,
        rejected_at: null,
        withdrawn_by: null,
        withdrawn_at: null,
        updated_at: iso,
        version: 1,
      })
      .execute();
  });
}
