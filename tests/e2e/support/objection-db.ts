import { randomUUID } from 'node:crypto';
import { withDb } from './tender-db';

/**
 * The objection cases' reads and writes of the e2e server's SQLite file: a project put in result
 * publicity (the evaluation that leads there is tested elsewhere) and what the platform holds of its
 * objections beside what the screens say.
 */
/**
 * A project of buyer01's organisation in result publicity (06) with supplier01's organisation an
 * approved bidder: copied from the demo's published fee project and its signup, as the evaluation that
 * would lead there is another issue's.
 */
export function publicityProject(dataDir: string, name: string): string {
  return withDb(dataDir, (db) => {
    const model = db
      .prepare("select * from tender_projects where project_code = 'BL-DEMO-0201'")
      .get() as Record<string, unknown>;
    const signup = db
      .prepare('select * from tender_signups where project_id = ? and audit_status = ?')
      .get(model.id, '01') as Record<string, unknown>;
    const id = randomUUID();
    const project = {
      ...model,
      id,
      project_code: `E2E-OBJ-${id.slice(0, 8)}`,
      name,
      status: '06',
      version: 1,
    };
    const insert = (table: string, row: Record<string, unknown>) => {
      const columns = Object.keys(row);
      db.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      ).run(...columns.map((c) => row[c]));
    };
    insert('tender_projects', project);
    insert('tender_signups', { ...signup, id: randomUUID(), project_id: id });
    // Its publicity (results, issue 20) started an hour ago: result objections are open until it ends.
    insert('result_publicity', {
      project_id: id,
      started_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      days: 3,
    });
    return id;
  });
}

/** The publicity over: its end a minute behind. */
export const endPublicity = (dataDir: string, id: string) =>
  withDb(dataDir, (db) =>
    db
      .prepare('update result_publicity set ends_at = ? where project_id = ?')
      .run(new Date(Date.now() - 60_000).toISOString(), id),
  );

export const objectionsTitled = (dataDir: string, title: string) =>
  withDb(
    dataDir,
    (db) =>
      db
        .prepare(
          'select o.id, o.status, (select count(*) from objection_files f where f.objection_id = o.id) as files from objections o where o.title = ?',
        )
        .all(title) as { id: string; status: string; files: number }[],
  );
export const objectionOf = (dataDir: string, id: string) =>
  withDb(
    dataDir,
    (db) =>
      db.prepare('select id, status, kind from objections where project_id = ?').get(id) as
        | { id: string; status: string; kind: string }
        | undefined,
  );

export const answerOf = (dataDir: string, id: string) =>
  withDb(
    dataDir,
    (db) =>
      (
        db.prepare('select answer_html from objections where project_id = ?').get(id) as {
          answer_html: string | null;
        }
      ).answer_html,
  );
