import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SUPPLIER_PROFILE_PATHS } from '@/shared/contracts/supplier-profile';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

const LOGIN = 'auditsupplier01';
const DEPART = 'e2e-audit-supplier-org';
const COMPANY = 'Audit Trail Supplies Ltd.';
const REASON = 'The business licence scan is unreadable';

/**
 * A temporary supplier of its own, made the way registration leaves one (supplier organisation,
 * TEMP_SUPPLIER pair, the demo password): approving tempsupplier01 would change the demo account the
 * other e2e files share the server with.
 */
function createTempSupplier(dataDir: string): void {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
    const platform = one<{ id: string }>("select id from organisations where code = 'PLATFORM'");
    const demo = one<{ password_hash: string }>(
      "select password_hash from users where login_name = 'tempsupplier01'",
    );
    const role = one<{ id: string }>("select id from roles where code = 'TEMP_SUPPLIER'");
    db.prepare(
      `insert into organisations (id, parent_id, name, code, org_type, status, sort, created_at, updated_at)
       values (?, ?, ?, 'E2E-AUDIT-SUP', '03', '00', 0, ?, ?)`,
    ).run(DEPART, platform.id, COMPANY, now, now);
    db.prepare(
      `insert into users (id, login_name, password_hash, name, phone, email, avatar, sex, status, created_at, updated_at)
       values ('e2e-audit-supplier', ?, ?, 'Audit Supplier', '13800000088', null, null, null, '00', ?, ?)`,
    ).run(LOGIN, demo.password_hash, now, now);
    db.prepare(
      `insert into user_roles (id, user_id, depart_id, role_id, created_at)
       values ('e2e-audit-supplier-pair', 'e2e-audit-supplier', ?, ?, ?)`,
    ).run(DEPART, role.id, now);
  } finally {
    db.close();
  }
}

function roleOf(dataDir: string): string | undefined {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(
        `select r.code from user_roles ur join roles r on r.id = ur.role_id
         where ur.user_id = 'e2e-audit-supplier'`,
      )
      .get() as { code: string } | undefined;
    return row?.code;
  } finally {
    db.close();
  }
}

const PROFILE = {
  companyName: COMPANY,
  creditCode: '91310000MA1FL8XQ4A',
  companyType: '01',
  legalRepresentative: 'Zhang Wei',
  legalRepresentativeId: 'E12345679',
  registeredCapital: '800',
  establishmentDate: '2015-03-01',
  operatingPeriodEnd: '',
  taxpayerType: '02',
  employeeCount: '30',
  region: 'Shanghai, Pudong',
  registeredAddress: '8 Gangcheng Road, Pudong, Shanghai',
  officeAddress: '',
  postalCode: '200000',
  website: '',
  mainCategories: ['03'],
  businessScope: 'Warehousing and transport services',
  contactName: 'Li Audit',
  contactPhone: '13800000088',
  contactEmail: 'auditsupplier01@bidline.test',
  fax: '',
  bankName: 'ICBC Shanghai Branch',
  bankAccountName: COMPANY,
  bankAccount: '6222000011113333',
};

/** A call from the signed-in page, with its session cookie. */
async function callFromPage(page: Page, apiPath: string, body: object) {
  return page.evaluate(
    async ([url, payload]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return (await res.json()) as { header: { ret: string; message: string } };
    },
    [`/bidprocurement${apiPath}`, body] as const,
  );
}

describe('information audit of a supplier profile', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplierBrowser: Browser;
  let adminBrowser: Browser;
  let supplier: Page;
  let admin: Page;

  beforeAll(async () => {
    createTempSupplier(dataDir);
    supplierBrowser = await launchBrowser({ locale: 'en-US' });
    adminBrowser = await launchBrowser({ locale: 'en-US' });
  });
  afterAll(async () => {
    await supplierBrowser?.close();
    await adminBrowser?.close();
  });

  const openInList = async () => {
    await admin.goto(`${baseUrl}/userManagement/supplierAuditList`);
    const row = admin.getByTestId('profile-audit-table').getByRole('row').filter({ hasText: COMPANY });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: 'Audit' }).click();
    await admin.getByTestId('profile-audit-detail').waitFor();
  };

  it('lists the submitted profile; a rejection needs a reason, which the supplier then reads', async () => {
    ({ page: supplier } = await signIn(
      { browser: supplierBrowser, baseUrl, dataDir },
      '/supplierLogin',
      LOGIN,
    ));
    await supplier.getByTestId('profile-form').waitFor();
    expect(
      (await callFromPage(supplier, SUPPLIER_PROFILE_PATHS.save, { departId: DEPART, ...PROFILE })).header
        .ret,
    ).toBe('0');
    expect(
      (await callFromPage(supplier, SUPPLIER_PROFILE_PATHS.submit, { departId: DEPART })).header.ret,
    ).toBe('0');

    ({ page: admin } = await signIn({ browser: adminBrowser, baseUrl, dataDir }, '/login', 'admin01'));
    await openInList();
    await admin.getByRole('heading', { name: 'Supplier profile audit' }).waitFor();
    await expect(admin.getByTestId('audit-field-companyName').textContent()).resolves.toContain(COMPANY);
    // Codes by their labels, as the supplier's own screen shows them.
    await expect(admin.getByTestId('audit-field-mainCategories').textContent()).resolves.toContain('Service');
    // Every field was a change; the first page of 10 (spec 9) under the header row.
    await expect(admin.getByTestId('audit-change-table').getByRole('row').count()).resolves.toBe(11);

    await admin.getByTestId('audit-reject').click();
    const dialog = admin.getByTestId('audit-reject-dialog');
    await dialog.getByTestId('audit-reject-submit').click();
    await dialog.getByText('Enter the reason for the rejection.').waitFor();
    await dialog.getByTestId('audit-reject-reason').fill(REASON);
    await dialog.getByTestId('audit-reject-submit').click();
    await expect.poll(() => admin.getByTestId('audit-detail-status').textContent()).toBe('Rejected');
    await admin.getByTestId('audit-detail-reason').getByText(REASON).waitFor();
    expect(roleOf(dataDir)).toBe('TEMP_SUPPLIER');

    await supplier.reload();
    await supplier.getByTestId('profile-reject-reason').getByText(REASON, { exact: false }).waitFor();
    await expect(supplier.getByTestId('profile-audit-status').textContent()).resolves.toBe('Rejected');
    await supplier.getByRole('button', { name: 'Submit for audit' }).click();
    await expect.poll(() => supplier.getByTestId('profile-audit-status').textContent()).toBe('Pending');
  });

  it('approves the resubmitted profile: the supplier signs in again and gets the procurement screens', async () => {
    await openInList();
    await admin.getByTestId('audit-approve').click();
    await admin.getByTestId('audit-approve-dialog').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => admin.getByTestId('audit-detail-status').textContent()).toBe('Approved');
    await admin.getByTestId('audit-approve').waitFor({ state: 'detached' });
    expect(roleOf(dataDir)).toBe('FORMAL_SUPPLIER');

    // The session in the temporary role has ended: the supplier signs in again, as a formal supplier.
    await supplier.reload();
    await supplier.waitForURL((url) => /login/i.test(url.pathname));
    const again = await signIn({ browser: supplierBrowser, baseUrl, dataDir }, '/supplierLogin', LOGIN);
    expect(again.landing).toBe('/home');
    supplier = again.page;
    await supplier.getByTestId('top-menu-entry').filter({ hasText: 'Procurement' }).click();
    await supplier.getByTestId('sidebar').getByText('Open tenders').click();
    await supplier.getByTestId('open-tenders').waitFor();
    expect(new URL(supplier.url()).pathname).toBe('/procurement/currentProject');
  });
});
