import { randomId } from '@/shared/format/random-id';
import type { TestApp } from './test-app';

const HOUR = 3_600_000;

/**
 * Rows of the dashboard tests written straight into the tables the dashboard reads (vouchers, offers,
 * objections, plans, publicity, notices, contracts, evaluation), each at the test clock's time.
 */
export function dashboardRows(t: () => TestApp) {
  const db = () => t().database.db;
  const at = (hours = 0) => new Date(t().clock.now().getTime() + hours * HOUR).toISOString();

  return {
    at,
    async voucher(projectId: string, orgId: string, userId: string, auditStatus = '00') {
      const id = randomId();
      await db()
        .insertInto('fee_vouchers')
        .values({
          id,
          project_id: projectId,
          supplier_depart_id: orgId,
          kind: '01',
          amount: '300.00',
          file_name: 'v.pdf',
          mime: 'application/pdf',
          size: 1,
          sha256: 'ab',
          storage_name: id,
          audit_status: auditStatus,
          reject_reason: null,
          audited_by: null,
          audited_at: null,
          refund_status: null,
          refunded_by: null,
          refunded_at: null,
          refund_remark: null,
          uploaded_by: userId,
          uploaded_at: at(),
          created_at: at(),
          version: 1,
        })
        .execute();
    },
    async offer(projectId: string, orgId: string, userId: string, receipt: string) {
      await db()
        .insertInto('tender_offers')
        .values({
          id: randomId(),
          project_id: projectId,
          supplier_depart_id: orgId,
          user_id: userId,
          ephemeral_public_key: '{}',
          iv: 'iv',
          ciphertext: 'c',
          ciphertext_sha256: receipt,
          status: '00',
          received_at: at(),
          opened_json: null,
          opened_at: null,
          updated_at: at(),
        })
        .execute();
    },
    async objection(projectId: string, orgId: string, userId: string, title: string, dueHours: number) {
      await db()
        .insertInto('objections')
        .values({
          id: randomId(),
          project_id: projectId,
          supplier_depart_id: orgId,
          filed_by: userId,
          kind: '01',
          title,
          content_html: '<p>x</p>',
          status: '00',
          filed_at: at(),
          due_at: at(dueHours),
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
          updated_at: at(),
          version: 1,
        })
        .execute();
    },
    async plan(orgId: string, userId: string, title: string) {
      await db()
        .insertInto('plans')
        .values({
          id: randomId(),
          org_id: orgId,
          depart_id: orgId,
          plan_type: '01',
          year: 2026,
          period_start: null,
          period_end: null,
          title,
          remark: null,
          status: '01',
          total_cents: '1234567',
          line_count: 0,
          over_plan: 0,
          author_id: userId,
          reject_reason: null,
          cancel_reason: null,
          approved_by: null,
          approved_at: null,
          version: 1,
          created_by: userId,
          updated_by: userId,
          created_at: at(),
          updated_at: at(),
        })
        .execute();
    },
    async publicity(projectId: string, endsHours: number) {
      await db()
        .insertInto('result_publicity')
        .values({ project_id: projectId, started_at: at(-24), ends_at: at(endsHours), days: 3 })
        .execute();
    },
    async notice(projectId: string, orgId: string, kind: string, by: string, read: boolean, hoursAgo = 1) {
      const id = randomId();
      await db()
        .insertInto('result_notices')
        .values({
          id,
          project_id: projectId,
          org_id: orgId,
          kind,
          offer_id: null,
          amount: kind === '01' ? '12345.67' : null,
          reason: kind === '01' ? null : 'Lower score',
          issued_by: by,
          issued_at: at(-hoursAgo),
          read_by: read ? by : null,
          read_at: read ? at() : null,
        })
        .execute();
      return id;
    },
    async contract(projectId: string, orgId: string, by: string, amount: string, status = '00') {
      await db()
        .insertInto('contracts')
        .values({
          id: randomId(),
          project_id: projectId,
          org_id: orgId,
          amount,
          status,
          signed_on: null,
          created_at: at(),
          updated_by: by,
          updated_at: at(),
          version: 1,
        })
        .execute();
    },
    async expertWork(projectId: string, expertId: string) {
      await db()
        .insertInto('evaluation_tasks')
        .values({
          id: randomId(),
          project_id: projectId,
          expert_user_id: expertId,
          status: '03',
          assigned_by: expertId,
          assigned_at: at(),
          updated_at: at(),
        })
        .execute();
      for (const [seq, code, status] of [
        [1, '01', '01'],
        [2, '02', '00'],
        [3, '03', '00'],
      ] as const)
        await db()
          .insertInto('evaluation_steps')
          .values({
            id: randomId(),
            project_id: projectId,
            step_code: code,
            seq,
            status,
            summarised_by: null,
            summarised_at: null,
            created_at: at(),
          })
          .execute();
    },
    async report(projectId: string, by: string) {
      await db()
        .insertInto('evaluation_reports')
        .values({
          project_id: projectId,
          pdf_base64: '',
          sha256: 'ab',
          size: 0,
          generated_by: by,
          generated_at: at(),
          failed_reason: null,
          completed_at: null,
        })
        .execute();
    },
    async budget(projectId: string, budget: string) {
      await db().updateTable('tender_projects').set({ budget }).where('id', '=', projectId).execute();
    },
  };
}
