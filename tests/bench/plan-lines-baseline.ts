import type SQLite from 'better-sqlite3';

const MATERIALS = ['钢轨扣件', '道路照明', '电缆', '水泥', '监控设备', 'LED lamps', 'road salt', 'fuel'];
const STATUSES = ['00', '01', '02', '03', '04'];
/** One plan per second back from a fixed day, several sharing a second, so the id breaks ties. */
const at = (i: number) => new Date(Date.UTC(2027, 0, 1) - Math.floor(i / 3) * 1000).toISOString();

interface PlanOwner {
  orgId: string;
  departId: string;
  userId: string;
}

/** `plans` purchase plans (00) of one organisation, `perPlan` lines each, straight into the tables. */
export function fillPlanLines(db: SQLite.Database, owner: PlanOwner, plans: number, perPlan: number): void {
  const plan = db.prepare(
    `insert into plans (id, org_id, depart_id, plan_type, year, title, status, total_cents, line_count,
       over_plan, author_id, version, created_by, updated_by, created_at, updated_at)
     values (?, ?, ?, '00', ?, ?, ?, ?, ?, 0, ?, 1, ?, ?, ?, ?)`,
  );
  const line = db.prepare(
    `insert into plan_lines (id, plan_id, line_no, material_name, quantity, unit_code, unit_price,
       amount_cents, over_plan, status, created_at, updated_at)
     values (?, ?, ?, ?, ?, 'PCS', ?, ?, 0, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < plans; i += 1) {
      const id = `bench-plan-${i}`;
      const status = STATUSES[i % STATUSES.length] as string;
      let total = 0n;
      const lines: unknown[][] = [];
      for (let n = 1; n <= perPlan; n += 1) {
        const quantity = ((i + n) % 50) + 1;
        const priceCents = BigInt(((i * 7919 + n * 104729) % 9_999_999) + 1);
        const amount = priceCents * BigInt(quantity);
        total += amount;
        const price = `${priceCents / 100n}.${String(priceCents % 100n).padStart(2, '0')}`;
        const material = MATERIALS[(i + n) % MATERIALS.length] as string;
        lines.push([
          `${id}-${n}`,
          id,
          n,
          material,
          String(quantity),
          price,
          amount.toString(),
          status,
          at(i),
          at(i),
        ]);
      }
      const year = 2024 + (i % 5);
      plan.run(
        id,
        owner.orgId,
        owner.departId,
        year,
        `${year} 第${i}批采购计划`,
        status,
        total.toString(),
        perPlan,
        owner.userId,
        owner.userId,
        owner.userId,
        at(i),
        at(i),
      );
      for (const values of lines) line.run(...values);
    }
  })();
}

export interface LineFilter {
  year?: number;
  status?: string;
  amountMinCents?: bigint;
}

interface LineAnswer {
  ids: string[];
  total: number;
  cents: string;
}

/** How many rows offset pages read before the API seeks by the boundary key (list-window.ts SEEK_FROM). */
const SEEK_FROM = 200;

/**
 * The same query the purchase plan line query runs (line-query-repository.ts), written by hand as
 * prepared statements on their own connection: the exact count and cent sum of every match, then the
 * page in plan order (offset for shallow pages, boundary key and keyset range for deep ones).
 */
export function planLineBaseline(db: SQLite.Database, orgId: string) {
  const statements = new Map<string, ReturnType<typeof prepared>>();
  const prepared = (f: LineFilter) => {
    const where = [
      'p.org_id = ?',
      "p.plan_type = '00'",
      ...(f.year !== undefined ? ['p.year = ?'] : []),
      ...(f.status ? ['l.status = ?'] : []),
      ...(f.amountMinCents !== undefined ? ['l.amount_cents >= ?'] : []),
    ].join(' and ');
    const from = 'plans p join plan_lines l on l.plan_id = p.id';
    const order = 'order by p.created_at desc, p.id desc, l.line_no asc';
    const columns = `l.id, l.plan_id, p.title, p.status as plan_status, p.year, p.depart_id, d.name, l.line_no,
      l.category_code, l.material_name, l.specification, l.quantity, l.unit_code, l.unit_price, l.status,
      l.over_plan, l.delivery_date, p.created_at, cast(l.amount_cents as text) as amount`;
    return {
      totals: db.prepare(
        `select count(*) as n, cast(coalesce(sum(l.amount_cents), 0) as text) as cents from ${from} where ${where}`,
      ),
      page: db.prepare(
        `select ${columns} from ${from} left join organisations d on d.id = p.depart_id where ${where} ${order} limit ? offset ?`,
      ),
      boundary: db.prepare(
        `select p.created_at, p.id, l.line_no from ${from} where ${where} ${order} limit 1 offset ?`,
      ),
      range: db.prepare(
        `select ${columns} from ${from} left join organisations d on d.id = p.depart_id where ${where}
           and (p.created_at < ? or (p.created_at = ? and (p.id < ? or (p.id = ? and l.line_no >= ?)))) ${order} limit ?`,
      ),
    };
  };
  return (f: LineFilter, pageNo: number, pageSize: number): LineAnswer => {
    const key = `${f.year ?? ''}|${f.status ?? ''}|${f.amountMinCents ?? ''}`;
    const s = statements.get(key) ?? prepared(f);
    statements.set(key, s);
    const params = [
      orgId,
      ...(f.year !== undefined ? [f.year] : []),
      ...(f.status ? [f.status] : []),
      ...(f.amountMinCents !== undefined ? [f.amountMinCents] : []),
    ];
    const totals = s.totals.get(...params) as { n: number; cents: string };
    const offset = (pageNo - 1) * pageSize;
    let rows: Array<{ id: string }>;
    if (offset < SEEK_FROM) rows = s.page.all(...params, pageSize, offset) as Array<{ id: string }>;
    else {
      const b = s.boundary.get(...params, offset) as
        | { created_at: string; id: string; line_no: number }
        | undefined;
      rows = b
        ? (s.range.all(...params, b.created_at, b.created_at, b.id, b.id, b.line_no, pageSize) as Array<{
            id: string;
          }>)
        : [];
    }
    return { ids: rows.map((r) => r.id), total: totals.n, cents: totals.cents };
  };
}
