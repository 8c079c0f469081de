import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { randomId } from '@/shared/format/random-id';
import type { RequestContext } from '@/server/lib/request-context';
import type { TestApp } from './test-app';

/**
 * A concluded project's rows for the contract tests: the winners the results area would have confirmed
 * (result_winners) and the conclusion's call of the contracts' afterConclude in one transaction, as the
 * results' conclude move makes it; an approved bail voucher for the refund marks.
 */
export function contractFixture(t: () => TestApp) {
  const db = () => t().database.db;
  const now = () => t().clock.now().toISOString();

  return {
    async addWinner(
      projectId: string,
      orgId: string,
      rank: number,
      price: string,
      by: string,
    ): Promise<void> {
      await db()
        .insertInto('result_winners')
        .values({
          project_id: projectId,
          org_id: orgId,
          offer_id: randomId(),
          rank,
          price,
          reason: null,
          confirmed_by: by,
          confirmed_at: now(),
        })
        .execute();
    },

    /** 06 -> 07 and the contracts' afterConclude in one transaction, by the buyer's user. */
    async conclude(projectId: string, buyerUserId: string): Promise<void> {
      const ctx = {
        actor: { userId: buyerUserId, roleCode: null, departId: null },
        lang: 'en',
        requestId: `conclude-${projectId}`,
      } as RequestContext;
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('tender_projects')
            .set({ status: PURCHASE_STATUS.CONCLUDED })
            .where('id', '=', projectId)
            .execute();
          await t().services.tenders.contracts.afterConclude(trx, ctx, projectId);
        });
    },

    async userId(loginName: string): Promise<string> {
      const row = await db()
        .selectFrom('users')
        .select('id')
        .where('login_name', '=', loginName)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async addApprovedBail(projectId: string, orgId: string, amount: string): Promise<string> {
      const id = randomId();
      await db()
        .insertInto('fee_vouchers')
        .values({
          id,
          project_id: projectId,
          supplier_depart_id: orgId,
          kind: '02',
          amount,
          file_name: 'bail.png',
          mime: 'image/png',
          size: 10,
          sha256: 'x'.repeat(64),
          storage_name: randomId(32),
          audit_status: '01',
          reject_reason: null,
          audited_by: 'test',
          audited_at: now(),
          refund_status: '00',
          refunded_by: null,
          refunded_at: null,
          refund_remark: null,
          uploaded_by: 'test',
          uploaded_at: now(),
          created_at: now(),
          version: 1,
        })
        .execute();
      return id;
    },
  };
}
