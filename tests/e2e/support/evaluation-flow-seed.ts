import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * The starting point of the combined evaluation e2e, written into the e2e server's SQLite file as the
 * opening and the set-up screens leave it: buyer01's project in evaluation (05) with three opened
 * offers, cost-performance with price weight 30, steps compliance -> commercialTechnical (one score
 * criterion, maximum 70) -> price, and a committee of expert01..expert03 assigned (00), nobody signed in,
 * no leader, no sheet.
 *
 * The marks the test enters, hand-worked (design note section 5, three experts: plain mean):
 * - compliance: expert01 and expert03 fail Gamma, expert02 passes it -> Gamma rejected by the majority.
 * - technical: Alpha (60 + 61 + 63) / 3 = 61.333..., Beta (50 + 55 + 57.5) / 3 = 54.1666...
 * - lowest valid price 96000.00 (Beta; Gamma's 80000.00 is rejected): Alpha 96000 / 120000 x 30 = 24,
 *   total 85.333... -> 85.33; Beta 30, total 84.1666... -> 84.17. Ranking: Alpha 1, Beta 2.
 */
export const FLOW_E2E = {
  code: 'BL-E2E-EVAL-FLOW',
  name: 'E2E evaluation flow project',
  suppliers: { alpha: 'Alpha Flow Supply', beta: 'Beta Flow Supply', gamma: 'Gamma Flow Supply' },
  prices: { alpha: '120000.00', beta: '96000.00', gamma: '80000.00' },
  technical: {
    expert01: { alpha: '60', beta: '50', gamma: '40' },
    expert02: { alpha: '61', beta: '55', gamma: '40' },
    expert03: { alpha: '63', beta: '57.5', gamma: '40' },
  },
  /** Who fails Gamma's licence, and why. */
  gammaFails: { expert01: 'Licence expired', expert03: 'Licence copy unreadable' },
  totals: { alpha: '85.33', beta: '84.17' },
  scores: { alpha: '61.33', beta: '54.17' },
  experts: ['expert01', 'expert02', 'expert03'],
} as const;

export type FlowSupplier = keyof typeof FLOW_E2E.suppliers;

export function seedFlowProject(dataDir: string): string {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
    const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
    const existing = one<{ id: string } | undefined>(
      'select id from tender_projects where project_code = ?',
      FLOW_E2E.code,
    );
    if (existing) throw new Error(`${FLOW_E2E.code} exists already on this server`);
    const now = new Date().toISOString();
    const day = 86_400_000;
    const buyerOrg = one<{ id: string }>("select id from organisations where code = 'GROUP-PROC'").id;
    const buyer = one<{ id: string }>("select id from users where login_name = 'buyer01'").id;
    const projectId = randomUUID().replace(/-/g, '');
    db.transaction(() => {
      run(
        `insert into tender_projects (id, project_code, name, tender_method, budget, description, depart_id, status,
          signup_end_time, quote_end_time, published_at, cancel_reason, opened_at, version, created_by, updated_by, created_at, updated_at)
         values (?, ?, ?, '01', '200000.00', null, ?, '05', ?, ?, ?, null, ?, 1, ?, ?, ?, ?)`,
        projectId,
        FLOW_E2E.code,
        FLOW_E2E.name,
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
      for (const [i, login] of FLOW_E2E.experts.entries()) {
        const expert = one<{ id: string }>('select id from users where login_name = ?', login).id;
        run(
          `insert into evaluation_tasks (id, project_id, expert_user_id, status, assigned_by, assigned_at, updated_at)
           values (?, ?, ?, '00', ?, ?, ?)`,
          randomUUID(),
          projectId,
          expert,
          buyer,
          new Date(Date.now() - day + i * 1000).toISOString(),
          now,
        );
      }
      const keys = Object.keys(FLOW_E2E.suppliers) as FlowSupplier[];
      for (const [i, key] of keys.entries()) {
        const org = randomUUID().replace(/-/g, '');
        run(
          `insert into organisations (id, parent_id, name, code, org_type, status, sort, created_at, updated_at)
           values (?, null, ?, ?, '03', '00', 90, ?, ?)`,
          org,
          FLOW_E2E.suppliers[key],
          `E2E-FLOW-${i}`,
          now,
          now,
        );
        run(
          `insert into tender_offers (id, project_id, supplier_depart_id, user_id, ephemeral_public_key, iv, ciphertext,
            ciphertext_sha256, seal_version, status, received_at, opened_json, opened_at, updated_at)
           values (?, ?, ?, ?, 'x', 'x', 'x', ?, 2, '02', ?, ?, ?, ?)`,
          randomUUID().replace(/-/g, ''),
          projectId,
          org,
          buyer,
          '0'.repeat(64),
          new Date(Date.now() - 2 * day + i * 60_000).toISOString(),
          JSON.stringify({ totalPrice: FLOW_E2E.prices[key], deliveryDays: 30 }),
          now,
          now,
        );
      }
      run(
        `insert into evaluation_configs (project_id, price_method, price_weight, updated_by, updated_at, version)
         values (?, 'costPerformance', '30', ?, ?, 1)`,
        projectId,
        buyer,
        now,
      );
      const steps: [string, [string, string, string | null] | null][] = [
        ['compliance', ['Valid business licence', 'pass', null]],
        ['commercialTechnical', ['Technical solution', 'score', '70']],
        ['price', null],
      ];
      for (const [seq, [code, criterion]] of steps.entries()) {
        run(
          `insert into evaluation_steps (id, project_id, step_code, seq, status, summarised_by, summarised_at, created_at)
           values (?, ?, ?, ?, '00', null, null, ?)`,
          randomUUID(),
          projectId,
          code,
          seq + 1,
          now,
        );
        if (!criterion) continue;
        run(
          `insert into evaluation_criteria (id, project_id, step_code, seq, name, kind, max_points, created_at)
           values (?, ?, ?, 1, ?, ?, ?, ?)`,
          randomUUID(),
          projectId,
          code,
          criterion[0],
          criterion[1],
          criterion[2],
          now,
        );
      }
    })();
    return projectId;
  } finally {
    db.close();
  }
}

/** The committee's task statuses in seat order, and the sheets sent, as the platform holds them. */
export function flowState(dataDir: string, projectId: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    const tasks = db
      .prepare(
        `select u.login_name as login, t.status as status from evaluation_tasks t
         join users u on u.id = t.expert_user_id where t.project_id = ? order by u.login_name`,
      )
      .all(projectId) as { login: string; status: string }[];
    const sheets = db
      .prepare(
        `select u.login_name as login, s.step_code as step from evaluation_sheets s
         join users u on u.id = s.expert_user_id where s.project_id = ? order by u.login_name, s.step_code`,
      )
      .all(projectId) as { login: string; step: string }[];
    return { statuses: tasks.map((t) => t.status), sheets: sheets.map((s) => `${s.login}:${s.step}`) };
  } finally {
    db.close();
  }
}

export function expertNames(dataDir: string): Record<string, string> {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true });
  try {
    const rows = db
      .prepare(
        "select login_name as login, name from users where login_name in ('expert01','expert02','expert03')",
      )
      .all() as { login: string; name: string }[];
    return Object.fromEntries(rows.map((r) => [r.login, r.name]));
  } finally {
    db.close();
  }
}
