import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { expertNames, FLOW_E2E, flowState, seedFlowProject } from './support/evaluation-flow-seed';
import {
  fillComplianceCells,
  fillSheet,
  fillTechnicalCells,
  type Login,
} from './support/evaluation-flow-sheets';
import { signIn } from './support/sign-in';
import { projectStatusOf } from './support/tender-db';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const DRIVE = '/procurement/evaluationLobbyDrive';
/** Under the CI's load a screen may take long; every wait is for a state, with room to spare. */
const WAIT = 60_000;

/**
 * The evaluation from start to end in Chromium (issue 19), on a project in 05 with opened offers, steps
 * and criteria set and a committee of expert01..expert03 assigned (support/evaluation-flow-seed.ts):
 * the three experts sign in with the declaration of no conflict and elect expert01 by majority; the
 * leader starts the review; expert01 and expert02 score online on desktops while expert03 scores both
 * sheets offline on a 390 px phone and they reach the platform once it is back online; the leader
 * summarises each step; the candidates are ranked as the hand-worked formulas say; the report PDF
 * opens; every member signs and the project shows 06 (publicity).
 */
describe('evaluation flow: sign-in, leader, scoring online and offline, summaries, ranking, report', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const browsers: Partial<Record<Login, Browser>> = {};
  const pages: Partial<Record<Login, Page>> = {};
  let projectId = '';
  let names: Record<string, string> = {};
  const page = (login: Login) => pages[login] as Page;
  const state = () => flowState(dataDir, projectId);

  beforeAll(async () => {
    projectId = seedFlowProject(dataDir);
    names = expertNames(dataDir);
    for (const login of FLOW_E2E.experts) {
      const phone = login === 'expert03';
      const browser = await launchBrowser({
        locale: 'en-US',
        viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
        mobile: phone,
      });
      browsers[login] = browser;
      const signedIn = await signIn({ browser, baseUrl, dataDir }, '/expertLogin', login);
      signedIn.page.setDefaultTimeout(WAIT);
      pages[login] = signedIn.page;
    }
  });
  afterAll(async () => {
    for (const browser of Object.values(browsers)) await browser?.close();
  });

  it('the three experts sign in with the no-conflict declaration and elect expert01 by majority', async () => {
    expect(state().statuses).toEqual(['00', '00', '00']);
    for (const login of FLOW_E2E.experts) {
      const p = page(login);
      await p.goto(`${baseUrl}${DRIVE}/expertSignIn?projectId=${projectId}`);
      await p.getByTestId('sign-in-declaration').waitFor();
      await p.getByTestId('sign-in-agree').getByText('I make this declaration').click();
      await p.getByTestId('sign-in-submit').click();
      await p.getByTestId('sign-in-done').waitFor();
    }
    expect(state().statuses).toEqual(['01', '01', '01']);
    // expert01 votes for expert02, the other two for expert01: two of three is the majority.
    const votes: [Login, Login][] = [
      ['expert01', 'expert02'],
      ['expert02', 'expert01'],
      ['expert03', 'expert01'],
    ];
    for (const [voter, candidate] of votes) {
      const p = page(voter);
      await p.goto(`${baseUrl}${DRIVE}/expertElectLeader?projectId=${projectId}`);
      await p.getByTestId('elect-vote').waitFor();
      await p
        .getByTestId('elect-candidate')
        .filter({ hasText: names[candidate] as string })
        .click();
      await p.getByTestId('elect-vote').click();
      await p.getByTestId('elect-vote').waitFor({ state: 'detached' });
    }
    await page('expert03')
      .getByTestId('elect-leader-name')
      .getByText(names.expert01 as string)
      .waitFor();
    expect(state().statuses).toEqual(['02', '02', '02']);
  }, 240_000);

  it('the leader starts the review; expert01 and expert02 score online on desktops', async () => {
    const leader = page('expert01');
    await leader.goto(`${baseUrl}${DRIVE}/expertStartReview?projectId=${projectId}`);
    await leader.getByTestId('start-review').click();
    await leader.getByTestId('start-done').waitFor();
    expect(state().statuses).toEqual(['03', '03', '03']);
    for (const login of ['expert01', 'expert02'] as const) {
      const p = page(login);
      await fillSheet(p, 'compliance', projectId, () => fillComplianceCells(p, login));
      await p.getByTestId('sheet-delivered').waitFor();
      await fillSheet(p, 'commercialTechnical', projectId, () => fillTechnicalCells(p, login));
      await p.getByTestId('sheet-delivered').waitFor();
    }
    expect(state().sheets).toEqual([
      'expert01:commercialTechnical',
      'expert01:compliance',
      'expert02:commercialTechnical',
      'expert02:compliance',
    ]);
  }, 240_000);

  it('expert03 fills both sheets offline on a 390 px phone; back online they are submitted', async () => {
    const p = page('expert03');
    const context = (browsers.expert03 as Browser).context;
    // Online first: the drive and both (still empty) sheets are kept on the device.
    await p.goto(`${baseUrl}${DRIVE}?projectId=${projectId}`);
    for (const step of ['compliance', 'commercialTechnical']) {
      await p.getByTestId(`drive-step-${step}`).click();
      await p.getByTestId('sheet-offer').nth(2).waitFor();
      await expect.poll(() => p.getByTestId('sheet-submit').isEnabled(), { timeout: WAIT }).toBe(true);
      await p.goBack();
      await p.getByTestId('drive-step-compliance').waitFor();
    }
    await context.setOffline(true);
    try {
      await p.getByTestId('drive-step-compliance').click();
      await fillComplianceCells(p, 'expert03');
      await p.getByTestId('sheet-submit').click();
      await p
        .getByTestId('sheet-queued')
        .getByText(/back online/)
        .waitFor();
      await p.goBack();
      await p.getByTestId('drive-step-commercialTechnical').click();
      await fillTechnicalCells(p, 'expert03');
      await p.getByTestId('sheet-submit').click();
      await p
        .getByTestId('sheet-queued')
        .getByText(/back online/)
        .waitFor();
      expect(state().sheets.filter((s) => s.startsWith('expert03'))).toEqual([]);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.setOffline(false);
    }
    await expect
      .poll(() => state().sheets.filter((s) => s.startsWith('expert03')), { timeout: WAIT })
      .toEqual(['expert03:commercialTechnical', 'expert03:compliance']);
    await p.getByTestId('sheet-delivered').waitFor();
  }, 240_000);

  it('the leader summarises each step; the candidates are ranked as the formulas say', async () => {
    const leader = page('expert01');
    await leader.goto(`${baseUrl}${DRIVE}/winningCandidate?projectId=${projectId}`);
    for (const step of ['compliance', 'commercialTechnical', 'price']) {
      const card = leader.getByTestId(`step-${step}`);
      await card.getByTestId('summarise').click();
      await leader.locator(`[data-testid="step-${step}"][data-status="01"]`).waitFor();
    }
    // After the summary every expert's marks show, the offline expert's reason among them.
    await leader.getByTestId('step-compliance').getByText(FLOW_E2E.gammaFails.expert03).first().waitFor();
    const ranked = leader.getByTestId('ranked-offer');
    await ranked.nth(1).waitFor();
    const rows = await ranked.allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`1. ${FLOW_E2E.suppliers.alpha}`);
    expect(rows[0]).toContain(FLOW_E2E.totals.alpha);
    expect(rows[0]).toContain(FLOW_E2E.scores.alpha);
    expect(rows[1]).toContain(`2. ${FLOW_E2E.suppliers.beta}`);
    expect(rows[1]).toContain(FLOW_E2E.totals.beta);
    expect(rows[1]).toContain(FLOW_E2E.scores.beta);
    expect(await leader.getByTestId('ranked-total').allInnerTexts()).toEqual([
      FLOW_E2E.totals.alpha,
      FLOW_E2E.totals.beta,
    ]);
    await leader.getByTestId('rejected-offer').filter({ hasText: FLOW_E2E.suppliers.gamma }).waitFor();
    expect(state().statuses).toEqual(['04', '04', '04']);
  }, 240_000);

  it('the report PDF opens; every member signs and the project shows 06', async () => {
    const leader = page('expert01');
    await leader.goto(`${baseUrl}${DRIVE}/reportReview?projectId=${projectId}`);
    await leader.getByTestId('report-sha').waitFor();
    await leader.locator('[data-testid="report-pdf"] canvas').first().waitFor({ timeout: 90_000 });
    for (const login of ['expert02', 'expert03', 'expert01'] as const) {
      const p = page(login);
      await p.goto(`${baseUrl}${DRIVE}/reportReview?projectId=${projectId}`);
      await p.getByTestId('sign-report').click();
      await p.getByTestId('sign-report').waitFor({ state: 'detached' });
    }
    await leader.getByTestId('report-complete').waitFor();
    await leader.locator('[data-testid="project-status"][data-code="06"]').waitFor();
    expect(await leader.getByTestId('signed').count()).toBe(3);
    expect(projectStatusOf(dataDir, projectId)).toBe('06');
    expect(state().statuses).toEqual(['05', '05', '05']);
  }, 240_000);
});
