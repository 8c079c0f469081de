import type SQLite from 'better-sqlite3';

/** Counts stop here (the API's cap, src/server/lib/list-window.ts), ten pages past a deeper page. */
const countLimit = (offset: number, size: number) => Math.max(10_000, offset + size * 10);

export interface BaselineAnswer {
  ids: string[];
  total: number;
}

export type BaselineQuery = (pageNo: number, pageSize: number, search?: string) => BaselineAnswer;

/**
 * The best hand-written SQL for the same answers the list API gives (page rows with what the screen
 * shows beside them, and the capped count), as prepared statements on their own connection to the same
 * SQLite file: the list's index in order, a deep page by the boundary key read from the index alone and
 * a keyset range from it, a search through the FTS5 trigram table.
 */
export function userBaseline(db: SQLite.Database): BaselineQuery {
  const order = 'order by created_at desc, id';
  const page = db.prepare(`select * from users ${order} limit ? offset ?`);
  const boundary = db.prepare(`select created_at, id from users ${order} limit 1 offset ?`);
  const range = db.prepare(
    `select * from users where created_at <= ? and (created_at < ? or id >= ?) ${order} limit ?`,
  );
  const matching = 'rowid in (select rowid from users_fts where users_fts match ?)';
  const searchPage = db.prepare(`select * from users where ${matching} ${order} limit ? offset ?`);
  const count = db.prepare('select count(*) as n from (select 1 from users limit ?)');
  const searchCount = db.prepare(`select count(*) as n from (select 1 from users where ${matching} limit ?)`);
  const pairs = (ids: string[]) =>
    db
      .prepare(
        `select ur.user_id, ur.depart_id, o.name as depart_name, ur.role_id, r.code, r.name as role_name
         from user_roles ur join roles r on r.id = ur.role_id join organisations o on o.id = ur.depart_id
         where ur.user_id in (${ids.map(() => '?').join(',') || "''"}) order by ur.created_at, ur.id`,
      )
      .all(...ids);
  return (pageNo, pageSize, search) => {
    const offset = (pageNo - 1) * pageSize;
    const limit = countLimit(offset, pageSize);
    let rows: Array<{ id: string }>;
    let n: number;
    if (search) {
      const phrase = `name : "${search.replaceAll('"', '""')}"`;
      rows = searchPage.all(phrase, pageSize, offset) as Array<{ id: string }>;
      n = (searchCount.get(phrase, limit + 1) as { n: number }).n;
    } else {
      if (offset === 0) rows = page.all(pageSize, 0) as Array<{ id: string }>;
      else {
        const key = boundary.get(offset) as { created_at: string; id: string } | undefined;
        rows = key
          ? (range.all(key.created_at, key.created_at, key.id, pageSize) as Array<{ id: string }>)
          : [];
      }
      n = (count.get(limit + 1) as { n: number }).n;
    }
    pairs(rows.map((r) => r.id));
    return { ids: rows.map((r) => r.id), total: Math.min(n, limit) };
  };
}

/** A buyer organisation's projects, newest first, with the organisation's name. */
export function projectBaseline(db: SQLite.Database, departId: string): BaselineQuery {
  const order = 'order by p.created_at desc, p.id desc';
  const columns = 'p.*, o.name as depart_name';
  const from = 'tender_projects p left join organisations o on o.id = p.depart_id';
  const page = db.prepare(`select ${columns} from ${from} where p.depart_id = ? ${order} limit ?`);
  const boundary = db.prepare(
    `select p.created_at, p.id from tender_projects p where p.depart_id = ? ${order} limit 1 offset ?`,
  );
  const range = db.prepare(
    `select ${columns} from ${from} where p.depart_id = ? and p.created_at <= ?
       and (p.created_at < ? or p.id <= ?) ${order} limit ?`,
  );
  const matching = 'p.rowid in (select rowid from tender_projects_fts where tender_projects_fts match ?)';
  const searchPage = db.prepare(
    `select ${columns} from ${from} where p.depart_id = ? and ${matching} ${order} limit ?`,
  );
  const count = db.prepare(
    'select count(*) as n from (select 1 from tender_projects p where p.depart_id = ? limit ?)',
  );
  const searchCount = db.prepare(
    `select count(*) as n from (select 1 from tender_projects p where p.depart_id = ? and ${matching} limit ?)`,
  );
  return (pageNo, pageSize, search) => {
    const offset = (pageNo - 1) * pageSize;
    const limit = countLimit(offset, pageSize);
    let rows: Array<{ id: string }>;
    let n: number;
    if (search) {
      const phrase = `name : "${search.replaceAll('"', '""')}"`;
      rows = searchPage.all(departId, phrase, pageSize) as Array<{ id: string }>;
      n = (searchCount.get(departId, phrase, limit + 1) as { n: number }).n;
    } else {
      if (offset === 0) rows = page.all(departId, pageSize) as Array<{ id: string }>;
      else {
        const key = boundary.get(departId, offset) as { created_at: string; id: string } | undefined;
        rows = key
          ? (range.all(departId, key.created_at, key.created_at, key.id, pageSize) as Array<{ id: string }>)
          : [];
      }
      n = (count.get(departId, limit + 1) as { n: number }).n;
    }
    return { ids: rows.map((r) => r.id), total: Math.min(n, limit) };
  };
}
