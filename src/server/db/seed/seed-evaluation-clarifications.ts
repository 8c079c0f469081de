import { EXPERT_TASK_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import { EVALUATION_CLARIFICATION_STATUS } from '@/shared/contracts/evaluation-clarifications';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

const DAY_MS = 86_400_000;
export const DEMO_EVALUATING_PROJECT_CODE = 'BL-DEMO-0501';
const PROJECT_ID = 'demo-project-bl-demo-0501';
export const DEMO_EVALUATION_CLARIFICATION_ID = 'demo-eval-clarification-0501';

/**
 * The evaluation-clarifications demo (issue 17): buyer01's project BL-DEMO-0501 is in evaluation (05,
 * opened two days ago) with supplier01's organisation an approved bidder and expert01 on its committee,
 * and expert01 has asked supplier01 a (plain) question whose reply is due in two days. Idempotent: a
 * second start adds nothing and never overwrites a reply given meanwhile.
 */
export async function seedEvaluationClarificationsDemo(database: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  await database.db.transaction().execute(async (trx) => {
    const user = (login: string) =>
      trx.selectFrom('users').select('id').where('login_name', '=', login).executeTakeFirst();
    const org = (code: string) =>
      trx.selectFrom('organisations').select('id').where('code', '=', code).executeTakeFirst();
    const [buyer, supplier, expert, buyerOrg, supplierOrg] = await Promise.all([
      user('buyer01'),
      user('supplier01'),
      user('expert01'),
      org('GROUP-PROC'),
      org('SUPPLIER-01'),
    ]);
    if (!buyer || !supplier || !expert || !buyerOrg || !supplierOrg) return;
    await trx
      .insertInto('tender_projects')
      .values({
        id: PROJECT_ID,
        project_code: DEMO_EVALUATING_PROJECT_CODE,
        name: '堆场龙门吊电气系统维保服务采购',
        tender_method: TENDER_METHOD.OPEN,
        budget: '860000.00',
        description: '两台轨道式龙门吊电气系统三年维保，含备件与 24 小时响应。',
        depart_id: buyerOrg.id,
        status: PURCHASE_STATUS.EVALUATING,
        signup_end_time: at(-8),
        quote_end_time: at(-2),
        published_at: at(-14),
        cancel_reason: null,
        opened_at: at(-2),
        version: 1,
        created_by: buyer.id,
        updated_by: buyer.id,
        created_at: at(-15),
        updated_at: at(-2),
      })
      .onConflict((oc) => oc.column('project_code').doNothing())
      .execute();
    const project = await trx
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', DEMO_EVALUATING_PROJECT_CODE)
      .executeTakeFirst();
    if (!project) return;
    await trx
      .insertInto('tender_signups')
      .values({
        id: `${PROJECT_ID}-signup`,
        project_id: project.id,
        supplier_depart_id: supplierOrg.id,
        user_id: supplier.id,
        contact_name: '周供应',
        contact_phone: '13800000007',
        contact_email: 'supplier01@bidline.test',
        remark: null,
        audit_status: AUDIT_STATUS.APPROVED,
        reject_reason: null,
        received_at: at(-10),
        audited_by: buyer.id,
        audited_at: at(-9),
        updated_at: at(-9),
      })
      .onConflict((oc) => oc.columns(['project_id', 'supplier_depart_id']).doNothing())
      .execute();
    await trx
      .insertInto('evaluation_tasks')
      .values({
        id: `${PROJECT_ID}-task`,
        project_id: project.id,
        expert_user_id: expert.id,
        status: EXPERT_TASK_STATUS.ASSIGNED,
        assigned_by: buyer.id,
        assigned_at: at(-3),
        updated_at: at(-3),
      })
      .onConflict((oc) => oc.columns(['project_id', 'expert_user_id']).doNothing())
      .execute();
    await trx
      .insertInto('evaluation_clarifications')
      .values({
        id: DEMO_EVALUATION_CLARIFICATION_ID,
        project_id: project.id,
        supplier_depart_id: supplierOrg.id,
        asked_by: expert.id,
        question_html:
          '<p>请说明贵司驻场维保人员的资质证书情况，以及 24 小时响应的具体安排（人员、车辆、备件库位置）。</p>',
        reply_deadline: at(2),
        touches_price: 0,
        status: EVALUATION_CLARIFICATION_STATUS.ASKED,
        reply_html: null,
        ephemeral_public_key: null,
        iv: null,
        ciphertext: null,
        ciphertext_sha256: null,
        seal_version: null,
        replied_by: null,
        replied_at: null,
        asked_at: at(-1),
        updated_at: at(-1),
        version: 1,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
}
