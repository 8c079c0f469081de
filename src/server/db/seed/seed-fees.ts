import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PURCHASE_STATUS, TENDER_DOCUMENT_KIND } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import { FEE_KIND } from '@/shared/contracts/fees';
import { randomId } from '@/shared/format/random-id';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { minimalPdf } from './seed-tender-documents';

const DAY_MS = 86_400_000;
export const DEMO_FEE_PROJECT_CODE = 'BL-DEMO-0201';
export const DEMO_FEE_VOUCHER_ID = 'demo-fee-voucher-0201';
const DEMO_FEE_DOCUMENT_ID = 'demo-doc-bl-demo-0201';
/** The document fee of the demo project, yuan (rules keep cents). */
export const DEMO_DOCUMENT_FEE = '200.00';

/** A 1x1 PNG: the demo voucher's file. */
const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function writeOnce(dir: string, name: string, data: Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), data, { mode: 0o600, flag: 'wx' }).catch((error) => {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  });
}

/**
 * The fees demo (issue 16): buyer01's published project BL-DEMO-0201 charges a 200.00 yuan document
 * fee (its rules and notice), supplier01's organisation is signed up and approved, and its payment
 * voucher (a small PNG) waits for the buyer's audit; the project has one tender document, which opens
 * to the supplier once the voucher is approved. Nothing existing is touched; files are written when a
 * data directory is given (a new DATA_DIR beside an old database gets them again).
 */
export async function seedFeeDemo(database: Database, clock: Clock, dataDir?: string): Promise<void> {
  const now = clock.now();
  const iso = now.toISOString();
  const later = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  await database.db.transaction().execute(async (trx) => {
    const user = (login: string) =>
      trx.selectFrom('users').select('id').where('login_name', '=', login).executeTakeFirst();
    const org = (code: string) =>
      trx.selectFrom('organisations').select('id').where('code', '=', code).executeTakeFirst();
    const [buyer, supplier, buyerOrg, supplierOrg] = await Promise.all([
      user('buyer01'),
      user('supplier01'),
      org('GROUP-PROC'),
      org('SUPPLIER-01'),
    ]);
    if (!buyer || !supplier || !buyerOrg || !supplierOrg) return;
    await trx
      .insertInto('tender_projects')
      .values({
        id: randomId(),
        project_code: DEMO_FEE_PROJECT_CODE,
        name: '码头监控摄像设备采购（收取标书费）',
        tender_method: TENDER_METHOD.OPEN,
        budget: '260000.00',
        description: '码头作业区高清监控摄像机 48 台及配套存储设备；购买招标文件需缴纳标书费 200 元。',
        depart_id: buyerOrg.id,
        status: PURCHASE_STATUS.PUBLISHED,
        signup_end_time: later(7),
        quote_end_time: later(10),
        published_at: iso,
        cancel_reason: null,
        version: 1,
        created_by: buyer.id,
        updated_by: buyer.id,
        created_at: iso,
        updated_at: iso,
      })
      .onConflict((oc) => oc.column('project_code').doNothing())
      .execute();
    const project = await trx
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', DEMO_FEE_PROJECT_CODE)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_rules')
      .values({
        project_id: project.id,
        evaluation_method: '00',
        price_method: '00',
        criteria_json: '[]',
        qualification: '具有独立法人资格，近三年无重大违法记录。',
        bail_cents: null,
        document_fee_cents: '20000',
        min_valid_offers: 3,
        signup_start_time: iso,
        question_end_time: later(8),
        version: 1,
        created_by: buyer.id,
        updated_by: buyer.id,
        created_at: iso,
        updated_at: iso,
      })
      .onConflict((oc) => oc.column('project_id').doNothing())
      .execute();
    await trx
      .insertInto('project_notices')
      .values({
        project_id: project.id,
        title: '码头监控摄像设备采购公告',
        html: '<p>购买招标文件需缴纳标书费 200.00 元，上传缴费凭证审核通过后即可下载。</p>',
        updated_by: buyer.id,
        updated_at: iso,
      })
      .onConflict((oc) => oc.column('project_id').doNothing())
      .execute();
    await trx
      .insertInto('tender_signups')
      .values({
        id: randomId(),
        project_id: project.id,
        supplier_depart_id: supplierOrg.id,
        user_id: supplier.id,
        contact_name: '周供应',
        contact_phone: '13800000007',
        contact_email: 'supplier01@bidline.test',
        remark: null,
        audit_status: AUDIT_STATUS.APPROVED,
        reject_reason: null,
        received_at: iso,
        audited_by: buyer.id,
        audited_at: iso,
        updated_at: iso,
      })
      .onConflict((oc) => oc.columns(['project_id', 'supplier_depart_id']).doNothing())
      .execute();
    const voucherSha = createHash('sha256').update(VOUCHER_PNG).digest('hex');
    await trx
      .insertInto('fee_vouchers')
      .values({
        id: DEMO_FEE_VOUCHER_ID,
        project_id: project.id,
        supplier_depart_id: supplierOrg.id,
        kind: FEE_KIND.DOCUMENT_FEE,
        amount: DEMO_DOCUMENT_FEE,
        file_name: '标书费缴费凭证.png',
        mime: 'image/png',
        size: VOUCHER_PNG.length,
        sha256: voucherSha,
        storage_name: `demo-${voucherSha.slice(0, 32)}`,
        audit_status: AUDIT_STATUS.PENDING,
        reject_reason: null,
        audited_by: null,
        audited_at: null,
        refund_status: null,
        refunded_by: null,
        refunded_at: null,
        refund_remark: null,
        uploaded_by: supplier.id,
        uploaded_at: iso,
        created_at: iso,
        version: 1,
      })
      .onConflict((oc) => oc.columns(['project_id', 'supplier_depart_id', 'kind']).doNothing())
      .execute();
    if (!dataDir) return;
    const document = minimalPdf('BL-DEMO-0201 Quay cameras - tender document');
    const documentSha = createHash('sha256').update(document).digest('hex');
    await trx
      .insertInto('tender_documents')
      .values({
        id: DEMO_FEE_DOCUMENT_ID,
        project_id: project.id,
        org_id: buyerOrg.id,
        kind: TENDER_DOCUMENT_KIND.TENDER_DOCUMENT,
        file_name: 'tender-document-BL-DEMO-0201.pdf',
        mime: 'application/pdf',
        size: document.length,
        sha256: documentSha,
        storage_name: `demo-${documentSha.slice(0, 32)}`,
        uploaded_by: buyer.id,
        created_at: iso,
        removed: 0,
        removed_at: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await writeOnce(path.join(dataDir, 'fee-vouchers'), `demo-${voucherSha.slice(0, 32)}`, VOUCHER_PNG);
    await writeOnce(path.join(dataDir, 'tender-files'), `demo-${documentSha.slice(0, 32)}`, document);
  });
}
