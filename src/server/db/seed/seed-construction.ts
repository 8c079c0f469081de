import { CONSTRUCTION_STATUS } from '@/shared/codes/plans';
import { randomId } from '@/shared/format/random-id';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { DEMO_PROJECT_CODES } from './seed-tenders';

/** Fixed codes: the seed finds its projects again by them, so later starts add nothing. */
export const DEMO_CONSTRUCTION_CODES = { building: 'JT-2026-001', preparing: 'JT-2027-002' } as const;

const DEMO = [
  {
    code: DEMO_CONSTRUCTION_CODES.building,
    name: '港区道路照明改造工程',
    owner: '交通集团港务有限公司',
    region: '浙江省宁波市北仑区',
    investment: '8650000.00',
    start: '2026-03-01',
    end: '2027-06-30',
    doc: '甬交建〔2026〕18号',
    status: CONSTRUCTION_STATUS.UNDER_CONSTRUCTION,
    reason: '施工许可已取得，进场施工',
  },
  {
    code: DEMO_CONSTRUCTION_CODES.preparing,
    name: '绕城高速东段扩容工程',
    owner: '交通集团高速公路建设指挥部',
    region: '浙江省宁波市鄞州区',
    investment: '1265000000.00',
    start: '2027-01-01',
    end: '2029-12-31',
    doc: null,
    status: CONSTRUCTION_STATUS.PREPARING,
    reason: null,
  },
] as const;

/**
 * The construction demo: buyer01's organisation keeps a project under construction, which the
 * published demo tender project names, and one still being prepared. Rows are data, written as the
 * rules would leave them (with their status history); nothing existing is touched.
 */
export async function seedConstruction(database: Database, clock: Clock): Promise<void> {
  const iso = clock.now().toISOString();
  await database.db.transaction().execute(async (trx) => {
    const buyer = await trx
      .selectFrom('users')
      .select('id')
      .where('login_name', '=', 'buyer01')
      .executeTakeFirst();
    const org = await trx
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'GROUP-PROC')
      .executeTakeFirst();
    if (!buyer || !org) return;
    for (const p of DEMO) {
      const exists = await trx
        .selectFrom('construction_projects')
        .select('id')
        .where('depart_id', '=', org.id)
        .where('code', '=', p.code)
        .executeTakeFirst();
      if (exists) continue;
      const id = randomId();
      await trx
        .insertInto('construction_projects')
        .values({
          id,
          depart_id: org.id,
          code: p.code,
          name: p.name,
          owner_org_name: p.owner,
          region: p.region,
          investment: p.investment,
          start_date: p.start,
          end_date: p.end,
          approval_doc_no: p.doc,
          remark: null,
          status: p.status,
          status_reason: p.reason,
          version: p.status === CONSTRUCTION_STATUS.PREPARING ? 1 : 2,
          created_by: buyer.id,
          updated_by: buyer.id,
          created_at: iso,
          updated_at: iso,
        })
        .execute();
      const moves: { from: string | null; to: string; reason: string | null }[] = [
        { from: null, to: CONSTRUCTION_STATUS.PREPARING, reason: null },
      ];
      if (p.status !== CONSTRUCTION_STATUS.PREPARING)
        moves.push({ from: CONSTRUCTION_STATUS.PREPARING, to: p.status, reason: p.reason });
      for (const [index, move] of moves.entries())
        await trx
          .insertInto('construction_project_status_log')
          .values({
            id: randomId(),
            project_id: id,
            from_status: move.from,
            to_status: move.to,
            project_version: index + 1,
            reason: move.reason,
            user_id: buyer.id,
            created_at: iso,
          })
          .execute();
      if (p.code === DEMO_CONSTRUCTION_CODES.building)
        await trx
          .updateTable('tender_projects')
          .set({ construction_project_id: id })
          .where('project_code', '=', DEMO_PROJECT_CODES.published)
          .where('depart_id', '=', org.id)
          .where('construction_project_id', 'is', null)
          .execute();
    }
  });
}
