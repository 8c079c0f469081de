import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import {
  axeFindings,
  overflowFindings,
  rawKeyFindings,
  settle,
  tapTargetFindings,
  trackRequests,
} from './support/screen-checks';
import { signIn } from './support/sign-in';

interface Member {
  login: string;
  name: string;
}

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

function withDb<T>(dataDir: string, fn: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** A copy of buyer01's demo project in evaluation, in the status asked, with no committee yet. */
function addProject(dataDir: string, code: string, status: string): string {
  const id = `e2e-committee-${code}`;
  withDb(dataDir, (db) => {
    db.exec('drop table if exists temp.p');
    db.prepare(
      "create temp table p as select * from tender_projects where project_code = 'BL-DEMO-0501'",
    ).run();
    db.prepare('update temp.p set id = ?, project_code = ?, name = ?, status = ?').run(
      id,
      code,
      `Committee draw ${code}`,
      status,
    );
    db.prepare('insert into tender_projects select * from temp.p').run();
  });
  return id;
}

const committeeOf = (dataDir: string, projectId: string) =>
  withDb(
    dataDir,
    (db) =>
      db
        .prepare(
          `select u.login_name as login, u.name as name, t.status as status from evaluation_tasks t
           join users u on u.id = t.expert_user_id where t.project_id = ? order by t.assigned_at, t.id`,
        )
        .all(projectId) as { login: string; name: string; status: string }[],
  );

/** The route-tree checks on a screen no menu lists: overflow, axe, tap targets, raw i18n keys. */
async function checkScreen(page: Page, url: string, ready: string, inFlight: () => number) {
  await page.goto(url);
  await page.getByTestId(ready).first().waitFor();
  await settle(page, inFlight);
  const found = [
    ...(await overflowFindings(page)),
    ...(await axeFindings(page)),
    ...(await tapTargetFindings(page)),
    ...(await rawKeyFindings(page)),
  ];
  return found.map((finding) => `${new URL(url).pathname}: ${finding}`);
}

/**
 * The committee (issue 19): buyer01 draws a committee of three service experts at random for a project
 * in evaluation (a draw for a project still before 05 shows the seats sealed); the three drawn experts
 * sign in with the declaration of no conflict of interest (one on a 390 px phone) and elect their
 * leader by majority; the votes and the result show on the detail screen and the buyer's check-in.
 */
describe('committee draw, sign-in and leader election', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const browsers: Browser[] = [];
  let buyerPage: Page;
  let buyerInFlight: () => number;
  let projectId = '';
  let members: Member[] = [];
  const pages = new Map<string, Page>();

  async function expertPage(login: string, viewport: typeof DESKTOP, mobile = false) {
    const browser = await launchBrowser({ locale: 'en-US', viewport, mobile });
    browsers.push(browser);
    const { page } = await signIn({ browser, baseUrl, dataDir }, '/expertLogin', login);
    pages.set(login, page);
    return page;
  }

  async function signInToEvaluation(page: Page) {
    await page.goto(`${baseUrl}/procurement/evaluationLobbyDrive/expertSignIn?projectId=${projectId}`);
    await page.getByTestId('sign-in-declaration').waitFor();
    await page.getByTestId('sign-in-agree').getByText('I make this declaration').click();
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('sign-in-done').waitFor();
  }

  async function vote(page: Page, candidate: string) {
    await page.goto(`${baseUrl}/procurement/evaluationLobbyDrive/expertElectLeader?projectId=${projectId}`);
    await page.getByTestId('elect-vote').waitFor();
    await page.getByTestId('elect-candidate').filter({ hasText: candidate }).click();
    await page.getByTestId('elect-vote').click();
  }

  beforeAll(async () => {
    const buyer = await launchBrowser({ locale: 'en-US', viewport: DESKTOP });
    browsers.push(buyer);
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    buyerInFlight = trackRequests(buyerPage);
    projectId = addProject(dataDir, 'E2E-CMT-05', '05');
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it('buyer01 draws three service experts; before the evaluation the seats are sealed', async () => {
    const sealedProject = addProject(dataDir, 'E2E-CMT-03', '03');
    await buyerPage.goto(`${baseUrl}/procurement/probidCommittee?projectId=${sealedProject}`);
    await buyerPage.getByTestId('draw-specialty').selectOption('03');
    await buyerPage.getByTestId('draw-count').fill('1');
    await buyerPage.getByTestId('draw-submit').click();
    await buyerPage.getByTestId('draw-sealed-note').waitFor();
    await expect(buyerPage.getByTestId('seat-name').first().textContent()).resolves.toBe(
      'Sealed until the evaluation starts',
    );

    await buyerPage.goto(`${baseUrl}/procurement/probidCommittee?projectId=${projectId}`);
    await buyerPage.getByTestId('draw-specialty').selectOption('03');
    await buyerPage.getByTestId('draw-count').fill('3');
    await buyerPage.getByTestId('draw-submit').click();
    await buyerPage.getByTestId('committee-member').nth(2).waitFor();
    members = committeeOf(dataDir, projectId);
    expect(members).toHaveLength(3);
    for (const m of members) await buyerPage.getByTestId('seat-name').filter({ hasText: m.name }).waitFor();
    await expect(buyerPage.getByTestId('committee-log-line').count()).resolves.toBe(3);
    const findings = [
      ...(await checkScreen(
        buyerPage,
        `${baseUrl}/procurement/probidCommittee?projectId=${projectId}`,
        'committee-member',
        buyerInFlight,
      )),
      ...(await checkScreen(
        buyerPage,
        `${baseUrl}/procurement/evaluationResults/checkIn?projectId=${projectId}`,
        'check-in-count',
        buyerInFlight,
      )),
    ];
    expect(findings).toEqual([]);
  });

  it('the three experts sign in with the declaration, one on a phone', async () => {
    const [a, b, c] = members as [Member, Member, Member];
    const desktop = await expertPage(a.login, DESKTOP);
    const desktopFindings = await checkScreen(
      desktop,
      `${baseUrl}/procurement/evaluationLobbyDrive/expertSignIn?projectId=${projectId}`,
      'sign-in-declaration',
      trackRequests(desktop),
    );
    expect(desktopFindings).toEqual([]);
    await signInToEvaluation(desktop);
    const second = await expertPage(b.login, DESKTOP);
    await signInToEvaluation(second);
    const phone = await expertPage(c.login, PHONE, true);
    const inFlight = trackRequests(phone);
    const findings = await checkScreen(
      phone,
      `${baseUrl}/procurement/evaluationLobbyDrive/expertSignIn?projectId=${projectId}`,
      'sign-in-declaration',
      inFlight,
    );
    expect(findings).toEqual([]);
    await signInToEvaluation(phone);
    expect(committeeOf(dataDir, projectId).map((m) => m.status)).toEqual(['01', '01', '01']);
    await buyerPage.goto(`${baseUrl}/procurement/evaluationResults/checkIn?projectId=${projectId}`);
    await buyerPage.getByTestId('check-in-count').getByText('3 of 3 signed in').waitFor();
  });

  it('a majority elects the leader; the votes and the result show to members and the buyer', async () => {
    const [a, , c] = members as [Member, Member, Member];
    const phone = pages.get(c.login) as Page;
    const inFlight = trackRequests(phone);
    const findings = await checkScreen(
      phone,
      `${baseUrl}/procurement/evaluationLobbyDrive/expertElectLeader?projectId=${projectId}`,
      'elect-vote',
      inFlight,
    );
    expect(findings).toEqual([]);
    await vote(phone, a.name);
    await phone.getByTestId('elect-my-vote').getByText(a.name).waitFor();
    const first = pages.get(a.login) as Page;
    await vote(first, a.name);
    await first.getByTestId('elect-leader-name').getByText(a.name).waitFor();
    expect(committeeOf(dataDir, projectId).map((m) => m.status)).toEqual(['02', '02', '02']);

    await phone.goto(
      `${baseUrl}/procurement/evaluationLobbyDrive/expertElectLeaderDetail?projectId=${projectId}`,
    );
    await phone.getByTestId('elect-detail-leader').getByText(a.name).waitFor();
    await expect(phone.getByTestId('elect-detail-vote').count()).resolves.toBe(2);
    await settle(phone, inFlight);
    expect([...(await overflowFindings(phone)), ...(await axeFindings(phone))]).toEqual([]);

    const wide = await checkScreen(
      first,
      `${baseUrl}/procurement/evaluationLobbyDrive/expertElectLeaderDetail?projectId=${projectId}`,
      'elect-detail-vote',
      trackRequests(first),
    );
    expect(wide).toEqual([]);

    await buyerPage.goto(`${baseUrl}/procurement/evaluationResults/checkIn?projectId=${projectId}`);
    await buyerPage.getByTestId('check-in-leader').getByText(a.name).waitFor();
    await buyerPage.getByTestId('seat-leader').waitFor();
  });
  it('an expert declaring a conflict leaves the committee and another expert is drawn in their place', async () => {
    const conflicted = addProject(dataDir, 'E2E-CMT-CF', '05');
    const outsider = ['expert01', 'expert02', 'expert03', 'expert04', 'expert05'].find(
      (login) => !members.some((m) => m.login === login),
    ) as string;
    withDb(dataDir, (db) => {
      const user = db.prepare('select id from users where login_name = ?').get(outsider) as { id: string };
      const at = new Date().toISOString();
      db.prepare(
        `insert into evaluation_tasks (id, project_id, expert_user_id, status, assigned_by, assigned_at, updated_at)
         values (?, ?, ?, '00', ?, ?, ?)`,
      ).run(`e2e-cf-${outsider}`, conflicted, user.id, user.id, at, at);
    });
    const page = await expertPage(outsider, PHONE, true);
    await page.goto(`${baseUrl}/procurement/evaluationLobbyDrive/expertSignIn?projectId=${conflicted}`);
    await page.getByTestId('conflict-reason').fill('My brother works for a bidder');
    await page.getByTestId('conflict-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('sign-in-left').waitFor();
    const after = committeeOf(dataDir, conflicted);
    expect(after).toHaveLength(1);
    expect(after[0]?.login).not.toBe(outsider);
    const log = withDb(dataDir, (db) =>
      db
        .prepare('select action, reason from committee_draw_log where project_id = ? order by ordinal')
        .all(conflicted),
    );
    expect(log).toEqual([
      { action: '02', reason: 'My brother works for a bidder' },
      { action: '01', reason: 'My brother works for a bidder' },
    ]);
  });
});
