import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * A concluded project (07) of buyer01's organisation for the notices e2e, written into the e2e server's
 * SQLite file as the results area's conclusion leaves it: supplier01's organisation ranked 1 and confirmed
 * (an award notice at 88000.00), supplier02's ranked 2 (an advice note saying another candidate was
 * confirmed); both unread.
 */
export const NOTICES_E2E = {
  code: 'BL-E2E-NOTICES',
  name: 'E2E 办公设备 notices project',
  amount: '88000.00',
} as const;

export function seedNoticesProject(dataDir: string): { projectId: string; award: string; advice: string } {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
    const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
    const existing = one<{ id: string } | undefined>(
      'select id from tender_projects where project_code = ?',
      NOTICES_E2E.code,
    );
    if (existing) {
      const ids = db
        .prepare('select id, kind from result_notices where project_id = ? order by kind')
        .all(existing.id) as { id: string }[];
      return { projectId: existing.id, award: ids[0]?.id ?? '', advice: ids[1]?.id ?? '' };
    }
    const now = new Date().toISOString();
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    const buyerOrg = one<{ id: string }>("select id from organisations where code = 'GROUP-PROC'").id;
    const buyer = one<{ id: string }>("select id from users where login_name = 'buyer01'").id;
    const orgs = ['SUPPLIER-01', 'SUPPLIER-02'].map(
      (code) => one<{ id: string }>('select id from organisations where code = ?', code).id,
    );
    const projectId = randomUUID().replace(/-/g, '');
    run(
      `insert into tender_projects (id, project_code, name, tender_method, budget, description, depart_id, status,
        signup_end_time, quote_end_time, published_at, cancel_reason, opened_at, version, created_by, updated_by, created_at, updated_at)
       values (?, ?, ?, '01', '200000.00', null, ?, '07', ?, ?, ?, null, ?, 1, ?, ?, ?, ?)`,
      projectId,
      NOTICES_E2E.code,
      NOTICES_E2E.name,
      buyerOrg,
      ago(9),
      ago(8),
      ago(12),
      ago(8),
      buyer,
      buyer,
      now,
      now,
    );
    const prices = [NOTICES_E2E.amount, '95000.00'];
    const notices: string[] = [];
    for (const [i, org] of orgs.entries()) {
      const offer = randomUUID().replace(/-/g, '');
      run(
        `insert into tender_offers (id, project_id, supplier_depart_id, user_id, ephemeral_public_key, iv, ciphertext,
          ciphertext_sha256, status, received_at, opened_json, opened_at, updated_at)
         values (?, ?, ?, ?, 'x', 'x', 'x', ?, '05', ?, ?, ?, ?)`,
        offer,
        projectId,
        org,
        buyer,
        '0'.repeat(64),
        ago(9),
        JSON.stringify({ totalPrice: prices[i] }),
        ago(8),
        now,
      );
      run(
        `insert into evaluation_outcomes (project_id, offer_id, price, scores, price_score, total, rank, candidate, reasons_json, decided_at)
         values (?, ?, ?, '50.00', '30.00', '80.00', ?, 1, null, ?)`,
        projectId,
        offer,
        prices[i],
        i + 1,
        ago(6),
      );
      if (i === 0)
        run(
          `insert into result_winners (project_id, org_id, offer_id, rank, price, reason, confirmed_by, confirmed_at)
           values (?, ?, ?, 1, ?, null, ?, ?)`,
          projectId,
          org,
          offer,
          prices[i],
          buyer,
          ago(1),
        );
      const id = randomUUID().replace(/-/g, '');
      notices.push(id);
      const reason = i === 0 ? null : { kind: 'notChosen', rank: 2 };
      run(
        `insert into result_notices (id, project_id, org_id, kind, offer_id, amount, reason, reason_json, issued_by, issued_at, read_by, read_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, null)`,
        id,
        projectId,
        org,
        i === 0 ? '01' : '02',
        offer,
        i === 0 ? prices[i] : null,
        i === 0 ? null : '贵单位的响应排名第 2 名，采购人已确认其他候选人成交',
        reason ? JSON.stringify(reason) : null,
        buyer,
        ago(1),
      );
    }
    return { projectId, award: notices[0] as string, advice: notices[1] as string };
  } finally {
    db.close();
  }
}
