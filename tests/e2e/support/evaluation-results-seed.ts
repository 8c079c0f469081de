import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * A project in evaluation for the results e2e, written into the e2e server's SQLite file as the other
 * areas would have left it: buyer01's organisation runs it, expert01 (elected leader), expert02 and
 * expert03 sit on the committee reviewing (03), three opened offers, cost-performance with price weight
 * 30, steps compliance -> commercialTechnical -> price, and every expert's sheet already sent.
 *
 * Hand-worked: compliance rejects Gamma (failed by expert01 and expert02). Technical means: Alpha
 * (40 + 42 + 44) / 3 = 42, Beta (50 + 51 + 52) / 3 = 51. Lowest valid price 90000 (Alpha): Alpha
 * 42 + 30 = 72.00, Beta 51 + 90000 / 100000 x 30 = 51 + 27 = 78.00. Ranking: Beta 1, Alpha 2.
 */
export const RESULTS_E2E = {
  code: 'BL-E2E-RESULTS',
  name: 'E2E evaluation results project',
  suppliers: ['Alpha Office Supply', 'Beta Office Supply', 'Gamma Office Supply'],
  totals: { beta: '78.00', alpha: '72.00' },
} as const;

export function seedResultsProject(dataDir: string): string {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
    const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
    const existing = one<{ id: string } | undefined>(
      'select id from tender_projects where project_code = ?',
      RESULTS_E2E.code,
    );
    if (existing) return existing.id;
    const buyerOrg = one<{ id: string }>("select id from organisations where code = 'GROUP-PROC'").id;
    const buyer = one<{ id: string }>("select id from users where login_name = 'buyer01'").id;
    const experts = ['expert01', 'expert02', 'expert03'].map(
      (login) => one<{ id: string }>('select id from users where login_name = ?', login).id,
    );
    const projectId = randomUUID().replace(/-/g, '');
    const day = 86_400_000;
    run(
      `insert into tender_projects (id, project_code, name, tender_method, budget, description, depart_id, status,
        signup_end_time, quote_end_time, published_at, cancel_reason, opened_at, version, created_by, updated_by, created_at, updated_at)
       values (?, ?, ?, '01', '200000.00', null, ?, '05', ?, ?, ?, null, ?, 1, ?, ?, ?, ?)`,
      projectId,
      RESULTS_E2E.code,
      RESULTS_E2E.name,
      buyerOrg,
      new Date(Date.now() - 3 * day).toISOString(),
      new Date(Date.now() - day).toISOString(),
      new Date(Date.now() - 5 * day).toISOString(),
      now,
      buyer,
      buyer,
      now,
      now,
    );
    for (const [i, expert] of experts.entries()) {
      run(
        `insert into evaluation_tasks (id, project_id, expert_user_id, status, assigned_by, assigned_at, updated_at)
         values (?, ?, ?, '03', ?, ?, ?)`,
        randomUUID(),
        projectId,
        expert,
        buyer,
        new Date(Date.now() - day + i * 1000).toISOString(),
        now,
      );
    }
    run(
      'insert into committee_elections (project_id, round, leader_user_id, elected_at, updated_at) values (?, 1, ?, ?, ?)',
      projectId,
      experts[0],
      now,
      now,
    );
    const prices = ['90000.00', '100000.00', '80000.00'];
    const offers = RESULTS_E2E.suppliers.map((name, i) => {
      const org = randomUUID().replace(/-/g, '');
      run(
        `insert into organisations (id, parent_id, name, code, org_type, status, sort, created_at, updated_at)
         values (?, null, ?, ?, '03', '00', 90, ?, ?)`,
        org,
        name,
        `E2E-RES-${i}`,
        now,
        now,
      );
      const id = randomUUID().replace(/-/g, '');
      run(
        `insert into tender_offers (id, project_id, supplier_depart_id, user_id, ephemeral_public_key, iv, ciphertext,
          ciphertext_sha256, seal_version, status, received_at, opened_json, opened_at, updated_at)
         values (?, ?, ?, ?, 'x', 'x', 'x', ?, 2, '02', ?, ?, ?, ?)`,
        id,
        projectId,
        org,
        buyer,
        '0'.repeat(64),
        new Date(Date.now() - 2 * day + i * 60_000).toISOString(),
        JSON.stringify({ totalPrice: prices[i], deliveryDays: 30 }),
        now,
        now,
      );
      return id;
    });
    run(
      `insert into evaluation_configs (project_id, price_method, price_weight, updated_by, updated_at, version)
       values (?, 'costPerformance', '30', ?, ?, 1)`,
      projectId,
      buyer,
      now,
    );
    const steps: [string, [string, string, string | null][]][] = [
      ['compliance', [['Valid business licence', 'pass', null]]],
      ['commercialTechnical', [['Technical solution', 'score', '70']]],
      ['price', []],
    ];
    const criteria: Record<string, string> = {};
    for (const [seq, [code, list]] of steps.entries()) {
      run(
        `insert into evaluation_steps (id, project_id, step_code, seq, status, summarised_by, summarised_at, created_at)
         values (?, ?, ?, ?, '00', null, null, ?)`,
        randomUUID(),
        projectId,
        code,
        seq + 1,
        now,
      );
      for (const [i, [name, kind, max]] of list.entries()) {
        const id = randomUUID();
        criteria[code] = id;
        run(
          `insert into evaluation_criteria (id, project_id, step_code, seq, name, kind, max_points, created_at)
           values (?, ?, ?, ?, ?, ?, ?, ?)`,
          id,
          projectId,
          code,
          i + 1,
          name,
          kind,
          max,
          now,
        );
      }
    }
    const sheet = (
      code: string,
      expert: string,
      lines: [number, string | null, number | null, string | null][],
    ) => {
      const id = randomUUID();
      run(
        'insert into evaluation_sheets (id, project_id, step_code, expert_user_id, submitted_at) values (?, ?, ?, ?, ?)',
        id,
        projectId,
        code,
        expert,
        now,
      );
      for (const [offer, points, passed, reason] of lines) {
        run(
          'insert into evaluation_scores (sheet_id, criterion_id, offer_id, points, passed, reason) values (?, ?, ?, ?, ?, ?)',
          id,
          criteria[code],
          offers[offer],
          points,
          passed,
          reason,
        );
      }
    };
    const [e1, e2, e3] = experts as [string, string, string];
    sheet('compliance', e1, [
      [0, null, 1, null],
      [1, null, 1, null],
      [2, null, 0, 'Licence expired'],
    ]);
    sheet('compliance', e2, [
      [0, null, 1, null],
      [1, null, 1, null],
      [2, null, 0, 'No licence attached'],
    ]);
    sheet('compliance', e3, [
      [0, null, 1, null],
      [1, null, 1, null],
      [2, null, 1, null],
    ]);
    sheet('commercialTechnical', e1, [
      [0, '40', null, null],
      [1, '50', null, null],
      [2, '30', null, null],
    ]);
    sheet('commercialTechnical', e2, [
      [0, '42', null, null],
      [1, '51', null, null],
      [2, '30', null, null],
    ]);
    sheet('commercialTechnical', e3, [
      [0, '44', null, null],
      [1, '52', null, null],
      [2, '30', null, null],
    ]);
    return projectId;
  } finally {
    db.close();
  }
}
