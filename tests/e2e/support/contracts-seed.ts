import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const DAY = 86_400_000;
const id = () => randomBytes(16).toString('hex');

/** The concluded project of the contracts e2e and its winner's contract to sign. */
export const CONTRACT_E2E = {
  code: 'E2E-CT-0001',
  name: 'E2E harbour crane maintenance',
  amount: '76543.21',
} as const;

/**
 * Writes a project concluded (07) two days ago with supplier01's organisation as its confirmed winner and
 * that winner's contract in '00' to sign, as the results' conclusion would have left them (result_winners
 * and contracts). Answers the contract id; a second call finds the same rows.
 */
export function seedConcludedContract(dataDir: string): string {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
    const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
    const known = one<{ id: string } | undefined>(
      'select c.id from contracts c join tender_projects p on p.id = c.project_id where p.project_code = ?',
      CONTRACT_E2E.code,
    );
    if (known) return known.id;
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const buyerOrg = one<{ id: string }>("select id from organisations where code = 'GROUP-PROC'").id;
    const buyer = one<{ id: string }>("select id from users where login_name = 'buyer01'").id;
    const winner = one<{ id: string }>("select id from organisations where code = 'SUPPLIER-01'").id;
    const projectId = id();
    const contractId = id();
    db.transaction(() => {
      run(
        `insert into tender_projects (id, project_code, name, tender_method, budget, description, depart_id, status,
          signup_end_time, quote_end_time, published_at, cancel_reason, opened_at, version, created_by, updated_by, created_at, updated_at)
         values (?, ?, ?, '01', '100000.00', null, ?, '07', ?, ?, ?, null, ?, 1, ?, ?, ?, ?)`,
        projectId,
        CONTRACT_E2E.code,
        CONTRACT_E2E.name,
        buyerOrg,
        ago(10 * DAY),
        ago(8 * DAY),
        ago(12 * DAY),
        ago(8 * DAY),
        buyer,
        buyer,
        ago(12 * DAY),
        ago(2 * DAY),
      );
      run(
        `insert into result_winners (project_id, org_id, offer_id, rank, price, reason, confirmed_by, confirmed_at)
         values (?, ?, ?, 1, ?, null, ?, ?)`,
        projectId,
        winner,
        id(),
        CONTRACT_E2E.amount,
        buyer,
        ago(3 * DAY),
      );
      run(
        `insert into contracts (id, project_id, org_id, amount, status, signed_on, created_at, updated_by, updated_at, version)
         values (?, ?, ?, ?, '00', null, ?, ?, ?, 1)`,
        contractId,
        projectId,
        winner,
        CONTRACT_E2E.amount,
        ago(2 * DAY),
        buyer,
        ago(2 * DAY),
      );
    })();
    return contractId;
  } finally {
    db.close();
  }
}

export function contractRowOf(dataDir: string, contractId: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true });
  try {
    return db
      .prepare('select status, signed_on, scan_file_name, version from contracts where id = ?')
      .get(contractId) as {
      status: string;
      signed_on: string | null;
      scan_file_name: string | null;
      version: number;
    };
  } finally {
    db.close();
  }
}
