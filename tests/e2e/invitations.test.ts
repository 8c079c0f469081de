import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INVITATION_ROUTES } from '@/shared/contracts/invitation-paths';
import { PARTICIPATION_PATHS, PARTICIPATION_ROUTES } from '@/shared/contracts/participation-paths';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { type Browser, launchBrowser } from './support/browser';
import { field } from './support/form-fields';
import { platformCall } from './support/platform-call';
import { overflowFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { signupsOf } from './support/tender-db';
import { giveRulesAndNotice } from './support/tender-supplier-steps';

const DAY = 86_400_000;
const OTHER = 'invsupplier02';
const PROJECT = 'E2E invited cranes';

/** A second formal supplier organisation and user of this file's own, never invited. */
function createOtherSupplier(dataDir: string): void {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    if (one<{ n: number }>(`select count(*) as n from users where login_name = '${OTHER}'`).n > 0) return;
    const platform = one<{ id: string }>("select id from organisations where code = 'PLATFORM'");
    const demo = one<{ password_hash: string }>(
      "select password_hash from users where login_name = 'supplier01'",
    );
    const role = one<{ id: string }>("select id from roles where code = 'FORMAL_SUPPLIER'");
    db.prepare(
      `insert into organisations (id, parent_id, name, code, org_type, status, sort, created_at, updated_at)
       values ('e2e-inv-org', ?, 'Uninvited Supplies', 'E2E-INV-SUP', '03', '00', 0, ?, ?)`,
    ).run(platform.id, now, now);
    db.prepare(
      `insert into users (id, login_name, password_hash, name, phone, email, avatar, sex, status, created_at, updated_at)
       values ('e2e-inv-supplier', ?, ?, 'Uninvited Supplier', '13800000078', null, null, null, '00', ?, ?)`,
    ).run(OTHER, demo.password_hash, now, now);
    db.prepare(
      `insert into user_roles (id, user_id, depart_id, role_id, created_at)
       values ('e2e-inv-pair', 'e2e-inv-supplier', 'e2e-inv-org', ?, ?)`,
    ).run(role.id, now);
  } finally {
    db.close();
  }
}

describe('invitations: an invitation-only project', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyer: Browser;
  let supplier: Browser;
  let other: Browser;
  let buyerPage: Page;
  let supplierPage: Page;
  let projectId: string;
  const asBuyer = platformCall(() => buyer, baseUrl);

  beforeAll(async () => {
    createOtherSupplier(dataDir);
    buyer = await launchBrowser({ locale: 'en-US' });
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    supplier = await launchBrowser({ locale: 'en-US' });
    ({ page: supplierPage } = await signIn(
      { browser: supplier, baseUrl, dataDir },
      '/supplierLogin',
      'supplier01',
    ));
    other = await launchBrowser({ locale: 'en-US' });
    await signIn({ browser: other, baseUrl, dataDir }, '/supplierLogin', OTHER);
    // A method 02 project, published through the calls the buyer's screens make.
    const project = await asBuyer<{ id: string }>(TENDER_PATHS.projectSave, {
      name: PROJECT,
      tenderMethod: '02',
      budget: '640000',
      description: 'E2E invitation-only project',
      signupEndTime: new Date(Date.now() + 6 * DAY).toISOString(),
      quoteEndTime: new Date(Date.now() + 8 * DAY).toISOString(),
    });
    projectId = project.id;
    await giveRulesAndNotice(asBuyer, projectId);
    for (const action of ['submit', 'approve', 'publish'])
      await asBuyer(TENDER_PATHS.projectTransition, { id: projectId, action });
  });
  afterAll(async () => {
    await buyer?.close();
    await supplier?.close();
    await other?.close();
  });

  it('the buyer invites supplier01, who opens the invitation (read receipt) and signs up', async () => {
    await buyerPage.goto(`${baseUrl}${INVITATION_ROUTES.invitation}?projectId=${projectId}`);
    const candidate = buyerPage.getByTestId('invitation-candidate').filter({ hasText: 'SUPPLIER-01' });
    await candidate.click();
    await buyerPage.getByTestId('invitation-send').click();
    const row = buyerPage.getByTestId('invitations-table-row').filter({ hasText: 'SUPPLIER-01' });
    await row.getByTestId('invitation-unread').waitFor();
    // Sent at once: the project is published.
    await expect.poll(() => row.getByTestId('invitation-unsent').count()).toBe(0);

    await supplierPage.goto(`${baseUrl}${PARTICIPATION_ROUTES.drive}?projectId=${projectId}`);
    await supplierPage.getByTestId('supplier-drive-name').getByText(PROJECT).waitFor();
    await supplierPage.getByTestId('drive-signup-end').getByTestId('countdown-left').waitFor();
    await supplierPage.getByTestId('drive-open-invitation').click();
    await supplierPage.getByTestId('drive-invitation-read').waitFor();

    await buyerPage.reload();
    await buyerPage
      .getByTestId('invitations-table-row')
      .filter({ hasText: 'SUPPLIER-01' })
      .getByTestId('invitation-read')
      .waitFor();

    await supplierPage.getByTestId('drive-go-signup').click();
    await supplierPage.getByTestId('signup-form').waitFor();
    await field(supplierPage, 'Contact name').fill('Zhou Gong');
    await field(supplierPage, 'Contact phone').fill('13800000012');
    await field(supplierPage, 'Contact email').fill('zhou@bidline.test');
    await supplierPage.getByRole('button', { name: 'Send signup' }).click();
    await expect.poll(() => signupsOf(dataDir, projectId).length, { timeout: 15_000 }).toBe(1);
  });

  it('refuses a supplier not invited, naming the project, and keeps the project out of its lists', async () => {
    const response = await other.context.request.post(
      `${baseUrl}/bidprocurement${TENDER_PATHS.signupApply}`,
      {
        data: {
          projectId,
          contactName: 'Qian',
          contactPhone: '13800000013',
          contactEmail: 'qian@bidline.test',
        },
      },
    );
    expect(response.status()).toBe(403);
    const header = (await response.json()).header as { ret: string; message: string; field: string };
    expect(header).toMatchObject({ ret: '1004', field: 'projectId' });
    expect(header.message).toContain(PROJECT);
    const open = await other.context.request.post(`${baseUrl}/bidprocurement${PARTICIPATION_PATHS.current}`, {
      data: { pageNo: 1, pageSize: 100 },
    });
    const names = ((await open.json()).body.records as { name: string }[]).map((r) => r.name);
    expect(names).not.toContain(PROJECT);
    expect(signupsOf(dataDir, projectId)).toHaveLength(1);
  });

  it('shows the supplier drive and the lists on a 390 px phone without sideways scrolling', async () => {
    const phone = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      mobile: true,
    });
    try {
      const { page } = await signIn({ browser: phone, baseUrl, dataDir }, '/supplierLogin', 'supplier01');
      await page.goto(`${baseUrl}${PARTICIPATION_ROUTES.drive}?projectId=${projectId}`);
      await page.getByTestId('drive-overview').waitFor();
      await page.getByTestId('drive-signup-status').waitFor();
      expect(await overflowFindings(page)).toEqual([]);
      await page.getByTestId('drive-tab-procurementParticpatingNotice').click();
      await page.getByTestId('project-letters').getByText(PROJECT).first().waitFor();
      expect(await overflowFindings(page)).toEqual([]);
      await page.goto(`${baseUrl}${PARTICIPATION_ROUTES.competitiveCurrent}`);
      await page.getByTestId('participation-table').getByText('BL-DEMO-0113').first().waitFor();
      expect(await overflowFindings(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
