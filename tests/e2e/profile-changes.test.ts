import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';
import { field } from './support/form-fields';

const SUPPLIER_PROFILE = {
  companyName: 'Yuanhang Materials Supply Co., Ltd.',
  creditCode: '91310000MA1FL8XQ37',
  companyType: '01',
  legalRepresentative: 'Zhang Wei',
  legalRepresentativeId: 'E12345678',
  registeredCapital: '5000',
  establishmentDate: '2010-05-01',
  operatingPeriodEnd: '',
  taxpayerType: '01',
  employeeCount: '120',
  region: 'Shanghai, Pudong',
  registeredAddress: '1 Gangcheng Road, Pudong, Shanghai',
  officeAddress: '',
  postalCode: '200000',
  website: '',
  mainCategories: ['00', '03'],
  businessScope: 'Supply of materials, warehousing and transport services',
  contactName: 'Wu Gong',
  contactPhone: '13800000008',
  contactEmail: 'tempsupplier01@bidline.test',
  fax: '',
  bankName: 'ICBC Shanghai Branch',
  bankAccountName: 'Yuanhang Materials Supply Co., Ltd.',
  bankAccount: '6222000011112222',
};

const EXPERT_PROFILE = {
  expertName: 'Feng Zhuan',
  idNumber: 'E98765432',
  sex: '1',
  birthDate: '1975-03-08',
  professionalTitle: '02',
  titleCertificateNo: '',
  employer: 'Southeast University',
  position: '',
  specialties: ['03'],
  yearsOfExperience: '25',
  phone: '13800000010',
  email: 'tempexpert01@bidline.test',
  bankName: 'Bank of China Nanjing',
  bankAccount: '6216610000001234',
  avoidanceOrganisations: '',
};

interface Case {
  loginName: string;
  loginPath: string;
  landing: string;
  table: string;
  owner: 'depart_id' | 'user_id';
  columns(profile: Record<string, unknown>): Record<string, unknown>;
  profile: Record<string, unknown>;
  /** A choice field changed on the form, with its label and the labels of its codes. */
  choice: { field: string; label: string; labels: Record<string, string> };
  listPath: string;
  detailPath: string;
  listHeading: string;
}

/**
 * The profile the case starts from, editable: written straight into the e2e server's database when
 * the account has none yet, and taken out of a pending audit (rejected) when another case submitted it.
 */
function ensureEditableProfile(dataDir: string, c: Case): Record<string, unknown> {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const ownerSql =
      c.owner === 'user_id'
        ? 'select id from users where login_name = ?'
        : 'select r.depart_id from user_roles r join users u on u.id = r.user_id where u.login_name = ?';
    const ownerId = (db.prepare(ownerSql).pluck().get(c.loginName) as string) ?? '';
    const userId = db.prepare('select id from users where login_name = ?').pluck().get(c.loginName);
    const row = db.prepare(`select data_json from ${c.table} where ${c.owner} = ?`).get(ownerId) as
      | { data_json: string }
      | undefined;
    const now = new Date().toISOString();
    if (!row) {
      const columns = { ...c.columns(c.profile), data_json: JSON.stringify(c.profile) };
      const names = Object.keys(columns);
      db.prepare(
        `insert into ${c.table} (${c.owner}, ${names.join(', ')}, version, updated_by, updated_at, created_at)
         values (?, ${names.map(() => '?').join(', ')}, 1, ?, ?, ?)`,
      ).run(ownerId, ...Object.values(columns), userId, now, now);
      return c.profile;
    }
    db.prepare(
      `update ${c.table} set audit_status = '02', reject_reason = 'e2e' where ${c.owner} = ? and audit_status = '00'`,
    ).run(ownerId);
    return JSON.parse(row.data_json) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

const CASES: Case[] = [
  {
    loginName: 'tempsupplier01',
    loginPath: '/supplierLogin',
    landing: '/supplierDeclaration/supplier',
    table: 'supplier_profiles',
    owner: 'depart_id',
    columns: (p) => ({ company_name: p.companyName, credit_code: p.creditCode }),
    profile: SUPPLIER_PROFILE,
    choice: {
      field: 'companyType',
      label: 'Company type',
      labels: { '01': 'Limited liability company', '02': 'Joint-stock company', '03': 'Sole proprietorship' },
    },
    listPath: '/supplierDeclaration/supplierChange-list',
    detailPath: '/supplierDeclaration/supplierChange-detail',
    listHeading: 'Enterprise profile change records',
  },
  {
    loginName: 'tempexpert01',
    loginPath: '/expertLogin',
    landing: '/expert/perfectInfo',
    table: 'expert_profiles',
    owner: 'user_id',
    columns: (p) => ({ expert_name: p.expertName, id_number: p.idNumber }),
    profile: EXPERT_PROFILE,
    choice: {
      field: 'professionalTitle',
      label: 'Professional title',
      labels: { '01': 'Full senior', '02': 'Associate senior', '03': 'Intermediate' },
    },
    listPath: '/expert/expertInfoChange',
    detailPath: '/expert/expertInfoChange-detail',
    listHeading: 'Expert profile change records',
  },
];

describe('profile change records', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser | undefined;
  beforeEach(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });
  afterEach(async () => browser?.close());

  it.each(CASES)('$loginName saves a change and reads it in $listPath and its detail', async (c) => {
    if (!browser) throw new Error('no browser');
    const before = ensureEditableProfile(dataDir, c);
    const oldCode = String(before[c.choice.field]);
    const newCode = oldCode === '02' ? '03' : '02';
    const { page } = await signIn({ browser, baseUrl, dataDir }, c.loginPath, c.loginName);
    await page.waitForURL(`**${c.landing}`);
    await page.getByTestId('profile-form').waitFor();
    await expect.poll(() => field(page, c.choice.label).inputValue()).toBe(oldCode);
    const version = Number((await page.getByTestId('profile-version').textContent())?.match(/\d+/)?.[0]);

    await field(page, c.choice.label).selectOption(newCode);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('profile-version').textContent(), { timeout: 15_000 })
      .toContain(`Version ${version + 1}`);

    // The list screen is a menu entry of the profile's group.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Change records', exact: true }).click();
    await page.waitForURL(`**${c.listPath}`);
    await page.getByRole('heading', { name: c.listHeading }).waitFor();
    const row = page
      .getByTestId('profile-change-table')
      .getByRole('row')
      .filter({ hasText: c.choice.label })
      .first();
    await row.waitFor();
    const values = `${c.choice.labels[oldCode]}→${c.choice.labels[newCode]}`;
    await expect
      .poll(async () => (await row.getByTestId('change-values').textContent())?.replace(/\s/g, ''))
      .toBe(values.replace(/\s/g, ''));
    expect(await row.textContent()).toContain(String(version + 1));

    await row.getByRole('button', { name: 'Details' }).click();
    await page.waitForURL(`**${c.detailPath}?**`);
    const detail = page.getByTestId('profile-change-detail');
    await detail.getByText(`Version ${version + 1}`).waitFor();
    await expect
      .poll(() => detail.getByTestId('profile-change-saved-by').textContent())
      .toMatch(/^Saved by .+ on \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const changed = detail.getByTestId('profile-change-row').filter({ hasText: c.choice.label });
    expect(await changed.getAttribute('aria-current')).toBe('true');
    const cells = await changed.getByRole('cell').allTextContents();
    expect(cells).toEqual([c.choice.label, c.choice.labels[oldCode], c.choice.labels[newCode]]);
    // The list stays the highlighted menu entry, and the way back leads to it.
    const entry = page.getByTestId('sidebar').getByRole('link', { name: 'Change records', exact: true });
    expect(await entry.getAttribute('aria-current')).toBe('page');
    await detail.getByRole('button', { name: 'Back to the change records' }).click();
    await page.waitForURL(`**${c.listPath}`);
    await page.close();
  });
});
