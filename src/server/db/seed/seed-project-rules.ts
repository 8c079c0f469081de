import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { RuleCriterion } from '@/shared/contracts/project-rules';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';

const DAY_MS = 86_400_000;

const CRITERIA: RuleCriterion[] = [
  { id: 'demo-c1', name: '技术方案与产品性能', kind: 'score', maxPoints: '100', weight: '40' },
  { id: 'demo-c2', name: '售后服务与质保承诺', kind: 'score', maxPoints: '100', weight: '20' },
  { id: 'demo-c3', name: '报价', kind: 'score', maxPoints: '100', weight: '40' },
  { id: 'demo-c4', name: '营业执照及资质证书齐全有效', kind: 'pass', maxPoints: null, weight: null },
];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/**
 * Rules and a notice for the demo's projects (issue 16), so a new user meets real sourcing orders: every
 * published BL-DEMO project without rules gets cost-performance rules (weights 40/20/40, a pass/fail
 * licence check, no bail and free documents, so the demo's offers need no voucher) and a notice; the demo draft gets rules only, so its
 * preview shows the notice still to write. Projects that have rules (the fees demo's) are left alone.
 */
export async function seedProjectRulesDemo(database: Database, clock: Clock): Promise<void> {
  const iso = clock.now().toISOString();
  await database.db.transaction().execute(async (trx) => {
    const projects = await trx
      .selectFrom('tender_projects as p')
      .leftJoin('project_rules as r', 'r.project_id', 'p.id')
      .leftJoin('project_notices as n', 'n.project_id', 'p.id')
      .select([
        'p.id',
        'p.name',
        'p.description',
        'p.status',
        'p.created_by',
        'p.created_at',
        'p.quote_end_time',
        'r.project_id as has_rules',
        'n.project_id as has_notice',
      ])
      .where('p.project_code', 'like', 'BL-DEMO-%')
      .where('p.status', 'in', [PURCHASE_STATUS.DRAFT, PURCHASE_STATUS.PUBLISHED])
      .execute();
    for (const p of projects) {
      if (!p.has_rules) {
        const quoteEnd = Date.parse(p.quote_end_time);
        const start = Math.min(Date.parse(p.created_at), quoteEnd - 3 * DAY_MS);
        await trx
          .insertInto('project_rules')
          .values({
            project_id: p.id,
            evaluation_method: '01',
            price_method: '00',
            criteria_json: JSON.stringify(CRITERIA),
            qualification: '具有独立法人资格；近三年无重大违法记录；具备同类项目供货业绩。',
            bail_cents: null,
            document_fee_cents: null,
            min_valid_offers: 3,
            signup_start_time: new Date(start).toISOString(),
            question_end_time: new Date(quoteEnd - 2 * DAY_MS).toISOString(),
            version: 1,
            created_by: p.created_by,
            updated_by: p.created_by,
            created_at: iso,
            updated_at: iso,
          })
          .execute();
      }
      if (!p.has_notice && p.status === PURCHASE_STATUS.PUBLISHED) {
        const html =
          `<h2>${escapeHtml(p.name)}</h2><p>${escapeHtml(p.description ?? '')}</p>` +
          '<p>欢迎符合资格要求的供应商报名参加。</p>' +
          '<ul><li>报名方式：登录平台在线报名</li><li>投标保证金：人民币伍仟元整</li><li>招标文件：免费下载</li></ul>';
        await trx
          .insertInto('project_notices')
          .values({
            project_id: p.id,
            title: `${p.name}招标公告`,
            html,
            updated_by: p.created_by,
            updated_at: iso,
          })
          .execute();
      }
    }
  });
}
