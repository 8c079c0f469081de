import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const HOUR = 3_600_000;

/**
 * Rows the dashboard e2e case writes into the e2e server's SQLite file, so its assertions do not
 * depend on what other cases of the same server did to the demo data: a project of buyer01's
 * organisation in result publicity ending within the hour, and a concluded one with an unread award
 * notice and a contract to sign for supplier01's organisation.
 */
export function seedDashboardWork(dataDir: string, codes: { publicity: string; concluded: string }) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const one = <T>(query: string, ...args: unknown[]) => db.prepare(query).get(...args) as T;
    const buyerOrg = one<{ id: string }>("select id from organisations where code = 'GROUP-PROC'").id;
    const supplierOrg = one<{ id: string }>("select id from organisations where code = 'SUPPLIER-01'").id;
    const buyer = one<{ id: string }>("select id from users where login_name = 'buyer01'").id;
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
    const project = db.prepare(
      `insert into tender_projects (id, project_code, name, tender_method, budget, description, depart_id, status,
        signup_end_time, quote_end_time, published_at, cancel_reason, version, created_by, updated_by, created_at, updated_at)
       values (?, ?, ?, '01', '5000.25', null, ?, ?, ?, ?, ?, null, 1, ?, ?, ?, ?)`,
    );
    const ids = { publicity: randomUUID(), concluded: randomUUID() };
    db.transaction(() => {
      for (const [key, status] of [
        ['publicity', '06'],
        ['concluded', '07'],
      ] as const)
        project.run(
          ids[key],
          codes[key],
          `Dashboard ${key}`,
          buyerOrg,
          status,
          at(-72),
          at(-48),
          at(-96),
          buyer,
          buyer,
          at(-96),
          at(0),
        );
      db.prepare(
        'insert into result_publicity (project_id, started_at, ends_at, days) values (?, ?, ?, 3)',
      ).run(ids.publicity, at(-48), at(0.75));
      db.prepare(
        `insert into result_notices (id, project_id, org_id, kind, offer_id, amount, reason, issued_by, issued_at, read_by, read_at)
         values (?, ?, ?, '01', null, '4888.88', null, ?, ?, null, null)`,
      ).run(randomUUID(), ids.concluded, supplierOrg, buyer, at(0));
      db.prepare(
        `insert into contracts (id, project_id, org_id, amount, status, signed_on, created_at, updated_by, updated_at, version)
         values (?, ?, ?, '4888.88', '00', null, ?, ?, ?, 1)`,
      ).run(randomUUID(), ids.concluded, supplierOrg, at(0), buyer, at(0));
    })();
  } finally {
    db.close();
  }
}
