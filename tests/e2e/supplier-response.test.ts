import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FEE_PATHS } from '@/shared/contracts/fee-paths';
import { SUPPLIER_RESPONSE_ROUTES as R } from '@/shared/contracts/supplier-response-paths';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { type Browser, launchBrowser } from './support/browser';
import { platformCall } from './support/platform-call';
import { axeFindings, overflowFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';

const DAY = 86_400_000;
const SUPPLIER_01 = '远航物资供应有限公司';
const OTHER = 'E2E 响应第二供应商';
/** A 1x1 PNG: the fees area judges a voucher by its first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A published project of buyer01's organisation with a document fee, supplier01's signup (sent through
 * the platform) and another supplier's (written beside it): what the supplierResponse screens work on.
 */
function seedProject(dataDir: string, name: string): { projectId: string } {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = Date.now();
    const at = new Date(now).toISOString();
    const org = (code: string) =>
      (db.prepare('select id from organisations where code = ?').get(code) as { id: string }).id;
    const projectId = `e2e-sr-${randomId().slice(0, 10)}`;
    db.prepare(
      `insert into tender_projects (id, project_code, name, tender_method, budget, description, depart_id, status,
        signup_end_time, quote_end_time, published_at, cancel_reason, version, created_by, updated_by, created_at, updated_at)
       values (?, ?, ?, '01', '80000.00', null, ?, '03', ?, ?, ?, null, 1, 'e2e', 'e2e', ?, ?)`,
    ).run(
      projectId,
      `SR-${projectId.slice(-6)}`,
      name,
      org('GROUP-PROC'),
      new Date(now + 3 * DAY).toISOString(),
      new Date(now + 9 * DAY).toISOString(),
      at,
      at,
      at,
    );
    db.prepare(
      `insert into project_rules (project_id, evaluation_method, price_method, criteria_json, qualification, bail_cents,
        document_fee_cents, min_valid_offers, signup_start_time, question_end_time, version, created_by, updated_by, created_at, updated_at)
       values (?, '00', '00', '[]', 'E2E', null, 30000, 3, ?, ?, 1, 'e2e', 'e2e', ?, ?)`,
    ).run(projectId, at, new Date(now + 5 * DAY).toISOString(), at, at);
    let other = db.prepare('select id from organisations where code = ?').get('SUPPLIER-E2E-SR') as
      | { id: string }
      | undefined;
    if (!other) {
      other = { id: randomId() };
      db.prepare(
        `insert into organisations (id, parent_id, name, code, org_type, status, sort, created_at, updated_at)
         values (?, ?, ?, 'SUPPLIER-E2E-SR', '03', '00', 90, ?, ?)`,
      ).run(other.id, org('PLATFORM'), OTHER, at, at);
    }
    db.prepare(
      `insert into tender_signups (id, project_id, supplier_depart_id, user_id, contact_name, contact_phone, contact_email,
        remark, audit_status, reject_reason, received_at, audited_by, audited_at, updated_at)
       values (?, ?, ?, 'e2e', 'Wu Other', '13800000031', 'wu@bidline.test', null, '00', null, ?, null, null, ?)`,
    ).run(randomId(), projectId, other.id, at, at);
    return { projectId };
  } finally {
    db.close();
  }
}

/** Buyer side supplierResponse (issue 16, spec 001 section 2.9), step 1 signups and step 2 vouchers. */
describe('supplier response', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const name = `E2E response ${Date.now().toString(36)}`;
  let buyer: Browser;
  let phone: Browser;
  let supplier: Browser;
  let page: Page;
  let phonePage: Page;
  let projectId = '';
  const asSupplier = platformCall(() => supplier, baseUrl);

  const row = (p: Page, text: string) => p.getByTestId('query-row').filter({ hasText: text });

  beforeAll(async () => {
    ({ projectId } = seedProject(dataDir, name));
    supplier = await launchBrowser({ locale: 'en-US' });
    await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01');
    await asSupplier(TENDER_PATHS.signupApply, {
      projectId,
      contactName: 'Zhou Gong',
      contactPhone: '13800000030',
      contactEmail: 'zhou@bidline.test',
    });
    buyer = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    phone = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page: phonePage } = await signIn({ browser: phone, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await phone?.close();
    await buyer?.close();
    await supplier?.close();
  });

  it('audits a signup from contactInfoAuditList: its page shows the company and approves it', async () => {
    await page.goto(`${baseUrl}${R.contactInfoAuditList}?projectId=${projectId}`);
    await page.getByTestId('signup-table').waitFor();
    await page.getByTestId('response-step-1').waitFor();
    await row(page, SUPPLIER_01).getByTestId('row-action-audit').click();
    await page.getByTestId('response-detail-audit').waitFor();
    await page.getByTestId('response-detail-company').getByText(SUPPLIER_01).first().waitFor();
    await page.getByTestId('response-approve').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('response-detail-status').getAttribute('data-code')).toBe('01');
    await page.getByTestId('history-entry').filter({ hasText: 'Approved' }).waitFor();
  });

  it('rejects another with a reason, which wastecontractInfoAuditList then lists', async () => {
    await page.goto(`${baseUrl}${R.contactInfoAuditList}?projectId=${projectId}`);
    await row(page, OTHER).getByTestId('row-action-reject').click();
    await page.getByTestId('reason-input').fill('Business licence expired');
    await page.getByTestId('reason-submit').click();
    await row(page, OTHER).getByTestId('signup-status').getByText('Rejected').waitFor();

    await page.goto(`${baseUrl}${R.wasteList}?projectId=${projectId}`);
    await page.getByTestId('response-waste-table').waitFor();
    const rejected = row(page, OTHER);
    await rejected.getByTestId('response-row-reason').getByText('Business licence expired').waitFor();
    await rejected.getByTestId('row-action-view').click();
    await page.getByTestId('response-detail-waste').waitFor();
    await page.getByTestId('reaudit-form').waitFor();
  });

  it('docRecordList shows the pending voucher; on a 390 px phone the buyer opens and approves it', async () => {
    const upload = await supplier.context.request.post(`${baseUrl}/bidprocurement${FEE_PATHS.upload}`, {
      multipart: {
        projectId,
        kind: '01',
        file: { name: 'voucher.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    const answer = (await upload.json()) as {
      header: { ret: string; message: string };
      body: { id: string };
    };
    expect(answer.header.ret, answer.header.message).toBe('0');
    const voucherId = answer.body.id;

    await page.goto(`${baseUrl}${R.docRecordList}?projectId=${projectId}`);
    await page.getByTestId('voucher-table').waitFor();
    await row(page, SUPPLIER_01).getByTestId('voucher-row-status').getByText('Pending').waitFor();

    await phonePage.goto(`${baseUrl}${R.docRecordList}?projectId=${projectId}`);
    await phonePage.getByTestId('voucher-list-page').getByText(SUPPLIER_01).first().waitFor();
    expect(await overflowFindings(phonePage)).toEqual([]);
    await phonePage.goto(`${baseUrl}${R.docRecordAudit}?projectId=${projectId}&id=${voucherId}`);
    await phonePage.getByTestId('voucher-preview').waitFor();
    expect(await overflowFindings(phonePage)).toEqual([]);
    expect(await axeFindings(phonePage)).toEqual([]);
    await phonePage.getByTestId('voucher-approve').click();
    await phonePage.getByTestId('confirm-ok').click();
    await phonePage.getByTestId('voucher-decided').waitFor();
    await expect.poll(() => phonePage.getByTestId('voucher-status').getAttribute('data-code')).toBe('01');

    await page.goto(`${baseUrl}${R.lookPayment}?projectId=${projectId}&id=${voucherId}`);
    await page.getByTestId('payment-audited').waitFor();
  });
});
