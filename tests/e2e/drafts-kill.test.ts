import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { field } from './support/form-fields';
import { type KillableBrowser, launchKillable } from './support/killable-browser';
import { signIn } from './support/sign-in';

const LOGIN = 'killsupplier01';
const LANDING = '/supplierDeclaration/supplier';
const KEY_MS = 60;

/** A temporary supplier of this file's own (as registration leaves one), so no shared demo account changes. */
function createSupplier(dataDir: string): void {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    if (one<{ n: number }>(`select count(*) as n from users where login_name = '${LOGIN}'`).n > 0) return;
    const platform = one<{ id: string }>("select id from organisations where code = 'PLATFORM'");
    const demo = one<{ password_hash: string }>(
      "select password_hash from users where login_name = 'tempsupplier01'",
    );
    const role = one<{ id: string }>("select id from roles where code = 'TEMP_SUPPLIER'");
    db.prepare(
      `insert into organisations (id, parent_id, name, code, org_type, status, sort, created_at, updated_at)
       values ('e2e-kill-org', ?, 'Kill Test Supplies', 'E2E-KILL-SUP', '03', '00', 0, ?, ?)`,
    ).run(platform.id, now, now);
    db.prepare(
      `insert into users (id, login_name, password_hash, name, phone, email, avatar, sex, status, created_at, updated_at)
       values ('e2e-kill-supplier', ?, ?, 'Kill Supplier', '13800000077', null, null, null, '00', ?, ?)`,
    ).run(LOGIN, demo.password_hash, now, now);
    db.prepare(
      `insert into user_roles (id, user_id, depart_id, role_id, created_at)
       values ('e2e-kill-pair', 'e2e-kill-supplier', 'e2e-kill-org', ?, ?)`,
    ).run(role.id, now);
  } finally {
    db.close();
  }
}

/** Types as a person does, a key every KEY_MS; returns when each key went in. */
async function typeSlowly(page: Page, label: string, text: string, keyMs = KEY_MS): Promise<number[]> {
  const input = field(page, label);
  await input.click();
  await input.fill('');
  const times: number[] = [];
  for (const char of text) {
    const started = Date.now();
    await page.keyboard.type(char);
    times.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, keyMs - (Date.now() - started))));
  }
  return times;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** 30-160 ms after the last key, as in the reported runs. */
const killDelay = () => 30 + Math.floor(Math.random() * 131);

/**
 * Opens the profile in a new tab. Chromium writes cookies to disk lazily, so a kill soon after signing in
 * may cost the session: the user then signs in again through the sign-in screen.
 */
async function openProfile(browser: KillableBrowser, baseUrl: string, dataDir: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${baseUrl}${LANDING}`);
  const form = page.getByTestId('profile-form');
  const login = page.locator('input[name="loginName"]');
  await form.or(login).first().waitFor();
  if (await form.isVisible()) return page;
  await page.close();
  const signedIn = await signIn({ browser, baseUrl, dataDir }, '/supplierLogin', LOGIN);
  await signedIn.page.getByTestId('profile-form').waitFor();
  return signedIn.page;
}

describe('drafts survive a killed browser', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: KillableBrowser | undefined;
  afterAll(async () => browser?.close());

  it('one tab: what comes back is a prefix of what was typed, missing at most the last few keys', async () => {
    createSupplier(dataDir);
    browser = await launchKillable();
    const { page } = await signIn({ browser, baseUrl, dataDir }, '/supplierLogin', LOGIN);
    await page.getByTestId('profile-form').waitFor();
    const typed = 'Yuanhang Materials Supply Co., Ltd. (Pudong branch)';
    await typeSlowly(page, 'Company name', typed);
    await pause(killDelay());
    await browser.kill();

    browser = await launchKillable(browser.profile);
    const again = await openProfile(browser, baseUrl, dataDir);
    await again.getByTestId('draft-notice').waitFor();
    const restored = await field(again, 'Company name').inputValue();
    expect(typed.startsWith(restored), `${restored} is not a prefix of ${typed}`).toBe(true);
    // 100 ms after the last key at most 200 ms of typing is unsaved: a few keys, never a field.
    expect(typed.length - restored.length).toBeLessThanOrEqual(6);
    await again.getByRole('button', { name: 'Discard', exact: true }).click();
    await again.getByTestId('draft-notice').waitFor({ state: 'detached' });
  });

  it('two tabs typing different fields, then a kill and signing in again: every field of both comes back', async () => {
    if (!browser) throw new Error('the first case starts the browser');
    const tabA = await openProfile(browser, baseUrl, dataDir);
    const tabB = await openProfile(browser, baseUrl, dataDir);
    for (const tab of [tabA, tabB]) await tab.getByTestId('draft-tabs-notice').waitFor();
    await expect(tabA.getByTestId('draft-tabs-notice').textContent()).resolves.toContain(
      'This form is also open in another tab; changes are merged',
    );
    const inA: Record<string, string> = {
      'Company name': 'Two Tabs Trading Co., Ltd.',
      'Legal representative': 'Zhang Wei',
      Region: 'Shanghai, Pudong',
      'Registered address': '1 Gangcheng Road, Pudong, Shanghai',
      'Business scope': 'Supply of materials and transport',
    };
    const inB: Record<string, string> = {
      'Contact name': 'Wu Gong',
      'Contact phone': '13800000008',
      'Bank of account': 'ICBC Shanghai Branch',
      'Account name': 'Two Tabs Trading Co., Ltd.',
    };
    await tabA.bringToFront();
    for (const [label, text] of Object.entries(inA)) await typeSlowly(tabA, label, text, 20);
    await tabB.bringToFront();
    for (const [label, text] of Object.entries(inB)) await typeSlowly(tabB, label, text, 20);
    // A's fields reached B while its user typed elsewhere.
    await expect(field(tabB, 'Company name').inputValue()).resolves.toBe(inA['Company name']);
    await pause(killDelay());
    await browser.kill();

    browser = await launchKillable(browser.profile);
    // The sign-in cookie did not survive: the user signs in again through the sign-in screen.
    await browser.context.clearCookies();
    const { page } = await signIn({ browser, baseUrl, dataDir }, '/supplierLogin', LOGIN);
    await page.getByTestId('draft-notice').waitFor();
    const last = Object.keys(inB).at(-1) ?? '';
    for (const [label, text] of Object.entries({ ...inA, ...inB })) {
      const restored = await field(page, label).inputValue();
      if (label === last) {
        // The last field typed before the kill may miss its last keys, never the field.
        expect(restored.length).toBeGreaterThan(0);
        expect(text.startsWith(restored), `${label}: ${restored}`).toBe(true);
      } else {
        expect(restored, label).toBe(text);
      }
    }
    // The other tab is gone: no notice about it.
    await expect(page.getByTestId('draft-tabs-notice').count()).resolves.toBe(0);
  });
});
