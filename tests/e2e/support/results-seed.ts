import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * A project of buyer01's organisation in result publicity (06) for the results e2e, written into the e2e
 * server's SQLite file as the evaluation would have left it: two ranked offers (supplier01's
 * organisation first at 88000.00, a second supplier at 91000.00), the publicity started an hour ago for
 * 3 days, and one subject matter of goods (12.5 sets) to allot.
 */
export const PUBLICITY_E2E = {
  code: 'BL-E2E-PUBLICITY',
  name: 'E2E result publicity project',
  second: 'Delta Office Supply',
  quantity: '12.5',
} as const;

const DAY = 86_400_000;
const id = () => randomUUID().replace(/-/g, '');

export function seedPublicityProject(dataDir: string): string {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
    const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
    const existing = one<{ id: string } | undefined>(
      'select id from tender_projects where project_code = ?',
      PUBLICITY_E2E.code,
    );
    if (existing) return existing.id;
    const now = new Date().toISOString();
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const buyerOrg = one<{ id: string }>("select id from organisations where code = 'GROUP-PROC'").id;
    const buyer = one<{ id: string }>("select id from users where login_name = 'buyer01'").id;
    const first = one<{ id: string }>("select id from organisations where code = 'SUPPLIER-01'").id;
    const second = id();
    run(
      `insert into organisations (id, parent_id, name, code, org_type, status, sort, created_at, updated_at)
       values (?, null, ?, 'E2E-PUB-2', '03', '00', 91, ?, ?)`,
      second,
      PUBLICITY_E2E.second,
      now,
      now,
    );
    const projectId = id();
    run(
      `insert into tender_projects (id, project_code, name, tender_method, budget, description, depart_id, status,
        signup_end_time, quote_end_time, published_at, cancel_reason, opened_at, version, created_by, updated_by, created_at, updated_at)
       values (?, ?, ?, '01', '100000.00', null, ?, '06', ?, ?, ?, null, ?, 1, ?, ?, ?, ?)`,
      projectId,
      PUBLICITY_E2E.code,
      PUBLICITY_E2E.name,
      buyerOrg,
      ago(4 * DAY),
      ago(2 * DAY),
      ago(6 * DAY),
      ago(2 * DAY),
      buyer,
      buyer,
      now,
      now,
    );
    for (const [i, [org, price, total]] of [
      [first, '88000.00', '93/1'],
      [second, '91000.00', '87/1'],
    ].entries()) {
      const offerId = id();
      run(
        `insert into tender_signups (id, project_id, supplier_depart_id, user_id, contact_name, contact_phone,
          contact_email, remark, audit_status, reject_reason, received_at, audited_by, audited_at, updated_at)
         values (?, ?, ?, ?, 'E2E', '13800000000', 'e2e@example.com', null, '01', null, ?, ?, ?, ?)`,
        id(),
        projectId,
        org,
        buyer,
        ago(5 * DAY),
        buyer,
        ago(5 * DAY),
        now,
      );
      run(
        `insert into tender_offers (id, project_id, supplier_depart_id, user_id, ephemeral_public_key, iv, ciphertext,
          ciphertext_sha256, seal_version, status, received_at, opened_json, opened_at, updated_at)
         values (?, ?, ?, ?, 'x', 'x', 'x', ?, 2, '05', ?, ?, ?, ?)`,
        offerId,
        projectId,
        org,
        buyer,
        '0'.repeat(64),
        ago(3 * DAY - i * 60_000),
        JSON.stringify({ totalPrice: price }),
        ago(2 * DAY),
        now,
      );
      run(
        `insert into evaluation_outcomes (project_id, offer_id, price, scores, price_score, total, rank, candidate,
          reasons_json, decided_at) values (?, ?, ?, ?, '0/1', ?, ?, 1, null, ?)`,
        projectId,
        offerId,
        price,
        total,
        total,
        i + 1,
        ago(DAY),
      );
    }
    run(
      'insert into result_publicity (project_id, started_at, ends_at, days) values (?, ?, ?, 3)',
      projectId,
      ago(3_600_000),
      new Date(Date.now() + 3 * DAY - 3_600_000).toISOString(),
    );
    run(
      `insert into subject_matters (id, project_id, line_no, material_id, category_code, material_name, specification,
        quantity, unit_code, unit_price, amount_cents, delivery_place, delivery_date, remark, version, created_by,
        updated_by, created_at, updated_at)
       values (?, ?, 1, null, null, 'Filing cabinets', null, ?, 'set', '7000.00', '8750000', null, null, null, 1, ?, ?, ?, ?)`,
      id(),
      projectId,
      PUBLICITY_E2E.quantity,
      buyer,
      buyer,
      now,
      now,
    );
    return projectId;
  } finally {
    db.close();
  }
}

/** The publicity over: its end a minute behind. */
export function endPublicityNow(dataDir: string, projectId: string): void {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare('update result_publicity set ends_at = ? where project_id = ?').run(
      new Date(Date.now() - 60_000).toISOString(),
      projectId,
    );
  } finally {
    db.close();
  }
}
