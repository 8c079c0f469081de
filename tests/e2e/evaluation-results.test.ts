import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { RESULTS_E2E, seedResultsProject } from './support/evaluation-results-seed';
import { axeFindings, overflowFindings, settle, trackRequests } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectStatusOf } from './support/tender-db';

async function checkScreen(page: Page, url: string, ready: string, inFlight: () => number) {
  await page.goto(url);
  await page.getByTestId(ready).first().waitFor();
  await settle(page, inFlight);
  const found = [...(await overflowFindings(page)), ...(await axeFindings(page))];
  return found.map((f) => `${new URL(url).pathname}: ${f}`);
}

/**
 * Evaluation results on a seeded project whose sheets are all in (support/evaluation-results-seed.ts,
 * with the hand-worked ranking): expert01, the elected leader, summarises the three steps on a 390 px
 * phone; the candidates appear ranked as the formulas say; buyer01 (desktop) reads the summaries with the
 * experts' marks and opens the report PDF; the three members sign and the project shows 06.
 */
describe('evaluation results: the leader summarises, the report opens, everyone signs', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const browsers: Browser[] = [];
  const pages: Record<string, Page> = {};
  const inFlight: Record<string, () => number> = {};
  let projectId = '';

  beforeAll(async () => {
    projectId = seedResultsProject(dataDir);
    const open = async (login: string, entry: string, phone: boolean) => {
      const browser = await launchBrowser({
        locale: 'en-US',
        viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
        mobile: phone,
      });
      browsers.push(browser);
      const { page } = await signIn({ browser, baseUrl, dataDir }, entry, login);
      pages[login] = page;
      inFlight[login] = trackRequests(page);
    };
    await open('expert01', '/expertLogin', true);
    await open('buyer01', '/buyerLogin', false);
    await open('expert02', '/expertLogin', false);
    await open('expert03', '/expertLogin', true);
  });
  afterAll(async () => {
    for (const b of browsers) await b.close();
  });

  it('the leader summarises each step on a phone; the candidates are ranked as the formulas say', async () => {
    const leader = pages.expert01 as Page;
    await leader.goto(`${baseUrl}/procurement/evaluationLobbyDrive/winningCandidate?projectId=${projectId}`);
    for (const step of ['compliance', 'commercialTechnical', 'price']) {
      const card = leader.getByTestId(`step-${step}`);
      await card.getByTestId('summarise').click();
      await leader.locator(`[data-testid="step-${step}"][data-status="01"]`).waitFor({ timeout: 30_000 });
    }
    // Every expert's marks now show with the expert's name.
    await leader.getByTestId('step-compliance').getByText('Licence expired').first().waitFor();
    const ranked = leader.getByTestId('ranked-offer');
    await ranked.first().waitFor();
    const rows = await ranked.allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`1. ${RESULTS_E2E.suppliers[1]}`);
    expect(rows[0]).toContain(RESULTS_E2E.totals.beta);
    expect(rows[1]).toContain(`2. ${RESULTS_E2E.suppliers[0]}`);
    expect(rows[1]).toContain(RESULTS_E2E.totals.alpha);
    await leader.getByTestId('rejected-offer').filter({ hasText: RESULTS_E2E.suppliers[2] }).waitFor();
    expect(await leader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('buyer01 reads the summaries and candidates, and the report PDF opens', async () => {
    const buyer = pages.buyer01 as Page;
    const problems: string[] = [];
    const track = inFlight.buyer01 as () => number;
    problems.push(
      ...(await checkScreen(
        buyer,
        `${baseUrl}/procurement/evaluationResults?projectId=${projectId}`,
        'screen-hub-item',
        track,
      )),
    );
    problems.push(
      ...(await checkScreen(
        buyer,
        `${baseUrl}/procurement/evaluationResults/preliminaryReviewSummary?projectId=${projectId}`,
        'expert-sheet',
        track,
      )),
    );
    await buyer.getByText('No licence attached').first().waitFor();
    problems.push(
      ...(await checkScreen(
        buyer,
        `${baseUrl}/procurement/evaluationResults/costPerformanceWinningCandidate?projectId=${projectId}`,
        'ranked-offer',
        track,
      )),
    );
    expect(await buyer.getByTestId('candidate-badge').count()).toBe(2);
    problems.push(
      ...(await checkScreen(
        buyer,
        `${baseUrl}/procurement/evaluationResults/checkTheScrapBid?projectId=${projectId}`,
        'rejected-offer',
        track,
      )),
    );
    await buyer.goto(`${baseUrl}/procurement/evaluationResults/viewEvaluationReport?projectId=${projectId}`);
    await buyer.getByTestId('report-sha').waitFor();
    await buyer.locator('[data-testid="report-pdf"] canvas').first().waitFor({ timeout: 60_000 });
    expect(problems).toEqual([]);
  });

  it('every member signs on reportReview; the last signature moves the project to 06', async () => {
    for (const login of ['expert02', 'expert03', 'expert01']) {
      const page = pages[login] as Page;
      await page.goto(`${baseUrl}/procurement/evaluationLobbyDrive/reportReview`);
      await page.getByTestId('results-project-link').filter({ hasText: RESULTS_E2E.name }).click();
      await page.getByTestId('sign-report').click();
      await page.getByTestId('sign-report').waitFor({ state: 'detached', timeout: 30_000 });
    }
    const last = pages.expert01 as Page;
    await last.getByTestId('report-complete').waitFor({ timeout: 30_000 });
    await last.locator('[data-testid="project-status"][data-code="06"]').waitFor({ timeout: 30_000 });
    expect(projectStatusOf(dataDir, projectId)).toBe('06');
    const phone = pages.expert03 as Page;
    const problems = await checkScreen(
      phone,
      `${baseUrl}/procurement/evaluationLobbyDrive/reportReview?projectId=${projectId}`,
      'signatures',
      inFlight.expert03 as () => number,
    );
    expect(problems).toEqual([]);
  });
});
