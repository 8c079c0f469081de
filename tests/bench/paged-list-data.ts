import type SQLite from 'better-sqlite3';

/** Surnames and given names: each full name (surname and two given) is held by about 45 of 100k users. */
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', 'Martin', 'Bernard', 'Dubois'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', 'Claire', 'Louis', 'Chloé', 'Hugo', 'Léa'];
const GOODS = ['道路照明', '办公用品', '钢材', '水泥', '电缆', '监控设备', 'LED lamps', 'road salt', 'fuel'];

/** One row per second back from a fixed day, several sharing a second, so the id breaks ties. */
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) - Math.floor(i / 3) * 1000).toISOString();

/** 100k users straight into the table (the FTS triggers keep the search index as the app's writes do). */
export function fillUsers(db: SQLite.Database, count: number): void {
  const insert = db.prepare(
    `insert into users (id, login_name, password_hash, name, phone, email, status, created_at, updated_at)
     values (?, ?, 'x', ?, ?, null, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const n = GIVEN.length;
      const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / n) % n]}${GIVEN[Math.floor(i / n / n) % n]}`;
      const phone = `139${String(i).padStart(8, '0')}`;
      insert.run(`bench-user-${i}`, `bench${i}`, name, phone, i % 10 === 0 ? '01' : '00', at(i), at(i));
    }
  })();
}

/** 100k projects of one buyer organisation, in its states, by the buyer. */
export function fillProjects(db: SQLite.Database, count: number, departId: string, userId: string): void {
  const insert = db.prepare(
    `insert into tender_projects (id, project_code, name, tender_method, budget, description, depart_id,
       status, signup_end_time, quote_end_time, published_at, cancel_reason, version, created_by,
       updated_by, created_at, updated_at)
     values (?, ?, ?, '01', '100000.00', null, ?, ?, ?, ?, null, null, 1, ?, ?, ?, ?)`,
  );
  const statuses = ['00', '01', '02', '03', '08'];
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const name = `${2020 + (i % 7)} 年度${GOODS[i % GOODS.length]}采购 第${i}批`;
      const status = statuses[i % statuses.length] as string;
      insert.run(
        `bench-project-${i}`,
        `BENCH-${i}`,
        name,
        departId,
        status,
        at(i),
        at(i),
        userId,
        userId,
        at(i),
        at(i),
      );
    }
  })();
}
