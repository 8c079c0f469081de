import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import {
  axeFindings,
  overflowFindings,
  settle,
  tapTargetFindings,
  trackRequests,
} from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectIdByCode } from './support/tender-db';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const SCORING = 'BL-DEMO-0502';
const CONFIGURING = 'BL-DEMO-0501';

function run(dataDir: string, sql: string, ...args: unknown[]): number {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare(sql).run(...args).changes;
  } finally {
    db.close();
  }
}

function query<T>(dataDir: string, sql: string, ...args: unknown[]): T[] {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

const sheetsOf = (dataDir: string, projectId: string, login: string) =>
  query<{ step_code: string }>(
    dataDir,
    `select s.step_code from evaluation_sheets s join users u on u.id = s.expert_user_id
     where s.project_id = ? and u.login_name = ?`,
    projectId,
    login,
  ).map((r) => r.step_code);

/** No sideways scrolling, no serious axe finding (and on a phone, tap targets) on a settled screen. */
async function checkScreen(page: Page, url: string, ready: string, inFlight: () => number, phone: boolean) {
  await page.goto(url);
  await page.getByTestId(ready).first().waitFor();
  await settle(page, inFlight);
  const found = [
    ...(await overflowFindings(page)),
    ...(await axeFindings(page)),
    ...(phone ? await tapTargetFindings(page) : []),
  ];
  return found.map((f) => `${new URL(url).pathname}: ${f}`);
}

/**
 * Evaluation (issue 19): expert01 fills the compliance sheet of the demo project on a 390 px phone while
 * offline (a draft on the device, queued in the outbox) and it reaches the platform once back online;
 * buyer01 configures another project's steps and criteria on a desktop (weights adding to 100, the
 * translated refusal first). The area's screens pass the overflow and axe checks at both sizes.
 */
describe('evaluation: sheets offline on a phone, set-up on a desktop', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let expert: Browser;
  let buyer: Browser;
  let phone: Page;
  let desk: Page;

  beforeAll(async () => {
    expert = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page: phone } = await signIn({ browser: expert, baseUrl, dataDir }, '/expertLogin', 'expert01'));
    buyer = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 1366, height: 768 },
      serviceWorker: false,
    });
    ({ page: desk } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => {
    await expert?.close();
    await buyer?.close();
  });

  it('expert01 fills the compliance sheet offline on a phone; back online it is submitted', async () => {
    const projectId = projectIdByCode(dataDir, SCORING) ?? '';
    expect(projectId).toBeTruthy();
    expect(sheetsOf(dataDir, projectId, 'expert01')).toEqual([]);
    await phone.goto(`${baseUrl}/procurement/evaluationLobbyDrive?projectId=${projectId}`);
    await phone.getByTestId('drive-step-compliance').click();
    await phone.getByTestId('sheet-offer').first().waitFor();
    const offers = await phone.getByTestId('sheet-offer').count();
    await expert.context.setOffline(true);
    try {
      // A fail without its reason is caught on the device, translated.
      await phone.getByTestId('sheet-fail').first().click();
      await phone.getByTestId('sheet-submit').click();
      await phone.getByText('Give a reason for the fail.').first().waitFor();
      const passes = phone.getByTestId('sheet-pass');
      for (let i = 0; i < (await passes.count()); i += 1) await passes.nth(i).click();
      expect(await passes.count()).toBe(offers * 2);
      await phone.getByTestId('sheet-submit').click();
      await phone
        .getByTestId('sheet-queued')
        .getByText(/back online/)
        .waitFor();
      expect(sheetsOf(dataDir, projectId, 'expert01')).toEqual([]);
    } finally {
      await expert.context.setOffline(false);
    }
    await expect
      .poll(() => sheetsOf(dataDir, projectId, 'expert01'), { timeout: 30_000 })
      .toEqual(['compliance']);
    await phone.getByTestId('sheet-delivered').waitFor({ timeout: 30_000 });
    const lines = query<{ n: number }>(
      dataDir,
      `select count(*) as n from evaluation_scores sc join evaluation_sheets s on s.id = sc.sheet_id
       join users u on u.id = s.expert_user_id where s.project_id = ? and u.login_name = 'expert01' and sc.passed = 1`,
      projectId,
    )[0]?.n;
    expect(lines).toBe(offers * 2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('a sheet queued offline and sent after the leader summarised the step comes back refused, kept for the sync centre', async () => {
    const projectId = projectIdByCode(dataDir, SCORING) ?? '';
    await phone.goto(
      `${baseUrl}/procurement/evaluationLobbyDrive/commercialTechnicalAdd?projectId=${projectId}`,
    );
    await phone.getByTestId('sheet-points').first().waitFor();
    const step =
      "update evaluation_steps set status = ?, summarised_at = ? where project_id = ? and step_code = 'commercialTechnical'";
    await expert.context.setOffline(true);
    try {
      const points = phone.getByTestId('sheet-points');
      for (let i = 0; i < (await points.count()); i += 1) await points.nth(i).fill('5.5');
      await phone.getByTestId('sheet-submit').click();
      await phone.getByTestId('sheet-queued').waitFor();
      // The leader summarises meanwhile (helper G's summary moves the step the same way).
      expect(run(dataDir, step, '01', new Date().toISOString(), projectId)).toBe(1);
    } finally {
      await expert.context.setOffline(false);
    }
    try {
      await phone
        .getByTestId('sheet-refused')
        .getByText(/already summarised this step/)
        .waitFor({ timeout: 30_000 });
      expect(sheetsOf(dataDir, projectId, 'expert01')).toEqual(['compliance']);
      await phone.goto(`${baseUrl}/syncCentre`);
      await phone
        .getByText(/already summarised this step/)
        .first()
        .waitFor();
    } finally {
      run(dataDir, step, '00', null, projectId);
    }
  });

  it('buyer01 configures the steps and the criteria on a desktop, weights adding to 100', async () => {
    const projectId = projectIdByCode(dataDir, CONFIGURING) ?? '';
    await desk.goto(`${baseUrl}/procurement/setEvaluationSteps?projectId=${projectId}`);
    await desk.getByTestId('steps-save').waitFor();
    await desk.getByTestId('price-method').selectOption('costPerformance');
    await desk.getByTestId('price-weight').fill('40');
    for (const step of ['compliance', 'commercialTechnical', 'price']) {
      await desk.getByTestId(`step-${step}`).click();
      await desk.getByTestId(`chosen-${step}`).waitFor();
    }
    await desk.getByTestId('steps-save').click();
    await expect
      .poll(() =>
        query(dataDir, 'select step_code from evaluation_steps where project_id = ? order by seq', projectId),
      )
      .toEqual([{ step_code: 'compliance' }, { step_code: 'commercialTechnical' }, { step_code: 'price' }]);

    await desk.goto(`${baseUrl}/procurement/reviewIndicator?projectId=${projectId}`);
    await desk.getByTestId('criterion-add-compliance').click();
    await desk.getByTestId('criteria-compliance').getByTestId('criterion-name').fill('Licence valid');
    await desk.getByTestId('criterion-add-commercialTechnical').click();
    const tech = desk.getByTestId('criteria-commercialTechnical');
    await tech.getByTestId('criterion-name').fill('Technical plan');
    await tech.getByTestId('criterion-max').fill('50');
    await desk
      .getByTestId('criteria-total')
      .getByText(/90\.00 of 100/)
      .waitFor();
    await desk.getByTestId('criteria-save').click();
    await desk
      .getByTestId('criteria-issues')
      .getByText(/add up to 90\.00, not 100/)
      .waitFor();
    await tech.getByTestId('criterion-max').fill('60');
    await desk.getByTestId('criteria-save').click();
    await expect
      .poll(() =>
        query(
          dataDir,
          'select name, kind, max_points from evaluation_criteria where project_id = ? order by step_code',
          projectId,
        ),
      )
      .toEqual([
        { name: 'Technical plan', kind: 'score', max_points: '60.00' },
        { name: 'Licence valid', kind: 'pass', max_points: null },
      ]);
  });

  it('passes the overflow and axe checks at 390 px (expert) and 1366 px (buyer)', async () => {
    const scoring = projectIdByCode(dataDir, SCORING) ?? '';
    const phoneFlight = trackRequests(phone);
    const deskFlight = trackRequests(desk);
    const q = `?projectId=${scoring}`;
    const found = [
      ...(await checkScreen(
        phone,
        `${baseUrl}/procurement/evaluationLobbyDrive`,
        'evaluation-drive',
        phoneFlight,
        true,
      )),
      ...(await checkScreen(
        phone,
        `${baseUrl}/procurement/evaluationLobbyDrive${q}`,
        'drive-orders',
        phoneFlight,
        true,
      )),
      ...(await checkScreen(
        phone,
        `${baseUrl}/procurement/evaluationLobbyDrive/expertStartReview${q}`,
        'evaluation-start',
        phoneFlight,
        true,
      )),
      ...(await checkScreen(
        phone,
        `${baseUrl}/procurement/evaluationLobbyDrive/evaluationOrders${q}`,
        'evaluation-orders',
        phoneFlight,
        true,
      )),
      ...(await checkScreen(
        phone,
        `${baseUrl}/procurement/evaluationLobbyDrive/commercialTechnicalAdd${q}`,
        'sheet-points',
        phoneFlight,
        true,
      )),
      ...(await checkScreen(
        desk,
        `${baseUrl}/procurement/procurementDocumentsPurchase${q}`,
        'hub-steps',
        deskFlight,
        false,
      )),
      ...(await checkScreen(
        desk,
        `${baseUrl}/procurement/reviewIndicator${q}`,
        'criteria-commercialTechnical',
        deskFlight,
        false,
      )),
      ...(await checkScreen(
        desk,
        `${baseUrl}/procurement/evaluationResults/evaluationOrders${q}`,
        'progress-compliance',
        deskFlight,
        false,
      )),
      ...(await checkScreen(
        desk,
        `${baseUrl}/procurement/evaluationResults/preliminaryReview${q}`,
        'progress-compliance',
        deskFlight,
        false,
      )),
    ];
    expect(found).toEqual([]);
    // The buyer sees who submitted, never a score.
    expect(await desk.getByTestId('evaluation-progress').textContent()).not.toMatch(/34\.5/);
  });
});
