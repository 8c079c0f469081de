import { type Insertable, sql, type Updateable } from 'kysely';
import type {
  ProjectAmendmentView,
  ProjectNoticePublicView,
  ProjectRulesView,
  RuleCriterion,
} from '@/shared/contracts/project-rules';
import { centsToYuan } from '@/shared/rules/plan-money';
import type { ProjectAmendmentTable, ProjectRulesTable } from '../../db/schema-project-rules';
import type { Db } from '../tender-common';

/** Plain Kysely reads and writes of the rules, notice and amendment tables. */

const money = (cents: string | null) => (cents === null ? null : centsToYuan(BigInt(cents)));

export async function findRules(db: Db, projectId: string): Promise<ProjectRulesView | null> {
  const row = await db
    .selectFrom('tender_projects as p')
    .innerJoin('project_rules as r', 'r.project_id', 'p.id')
    .leftJoin('project_notices as n', 'n.project_id', 'p.id')
    .select([
      'p.id',
      'p.tender_method',
      'r.evaluation_method',
      'r.price_method',
      'r.criteria_json',
      'r.qualification',
      'r.min_valid_offers',
      'r.signup_start_time',
      'r.question_end_time',
      'r.updated_at',
      'n.title',
      'n.html',
      'n.updated_at as notice_updated_at',
    ])
    .select([
      sql<string | null>`cast(r.bail_cents as text)`.as('bail'),
      sql<string | null>`cast(r.document_fee_cents as text)`.as('fee'),
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!row) return null;
  const updatedAt =
    row.notice_updated_at && row.notice_updated_at > row.updated_at ? row.notice_updated_at : row.updated_at;
  return {
    projectId: row.id,
    tenderMethod: row.tender_method,
    evaluationMethod: row.evaluation_method,
    priceMethod: row.price_method,
    criteria: JSON.parse(row.criteria_json) as RuleCriterion[],
    qualification: row.qualification,
    bailAmount: money(row.bail),
    documentFee: money(row.fee),
    minValidOffers: Number(row.min_valid_offers),
    signupStartTime: row.signup_start_time,
    questionEndTime: row.question_end_time,
    noticeTitle: row.title ?? null,
    noticeHtml: row.html ?? null,
    amendmentVersion: await amendmentVersion(db, projectId),
    updatedAt,
  };
}

export async function findNotice(db: Db, projectId: string) {
  return db.selectFrom('project_notices').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

export async function rulesVersion(db: Db, projectId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('project_rules')
    .select('version')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row ? Number(row.version) : undefined;
}

export async function insertRules(db: Db, row: Insertable<ProjectRulesTable>): Promise<void> {
  await db.insertInto('project_rules').values(row).execute();
}

export async function updateRules(
  db: Db,
  projectId: string,
  version: number,
  set: Updateable<ProjectRulesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('project_rules')
    .set(set)
    .where('project_id', '=', projectId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function upsertNotice(
  db: Db,
  row: { project_id: string; title: string; html: string; updated_by: string; updated_at: string },
): Promise<void> {
  const found = await findNotice(db, row.project_id);
  if (found) {
    await db
      .updateTable('project_notices')
      .set({ title: row.title, html: row.html, updated_by: row.updated_by, updated_at: row.updated_at })
      .where('project_id', '=', row.project_id)
      .execute();
  } else {
    await db.insertInto('project_notices').values(row).execute();
  }
}

export async function amendmentVersion(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('project_amendments')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

export async function insertAmendment(db: Db, row: ProjectAmendmentTable): Promise<void> {
  await db.insertInto('project_amendments').values(row).execute();
}

export async function amendments(db: Db, projectId: string): Promise<ProjectAmendmentView[]> {
  const rows = await db
    .selectFrom('project_amendments as a')
    .leftJoin('users as u', 'u.id', 'a.by_user_id')
    .selectAll('a')
    .select('u.name as by_name')
    .where('a.project_id', '=', projectId)
    .orderBy('a.version', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    version: Number(r.version),
    summary: JSON.parse(r.summary_json) as ProjectAmendmentView['summary'],
    oldQuoteEndTime: r.old_quote_end_time,
    newQuoteEndTime: r.new_quote_end_time,
    lettersSent: Number(r.letters_sent),
    byUserId: r.by_user_id,
    byName: r.by_name ?? '',
    at: r.at,
  }));
}

/** The amendment's new quote end; the version moves so a project edit read before it is refused. */
export async function moveQuoteEnd(db: Db, projectId: string, quoteEnd: string, by: string, at: string) {
  await db
    .updateTable('tender_projects')
    .set((eb) => ({
      quote_end_time: quoteEnd,
      version: eb('version', '+', 1),
      updated_by: by,
      updated_at: at,
    }))
    .where('id', '=', projectId)
    .execute();
}

/** What suppliers see of a published project's notice and public rules; undefined without a notice. */
export async function publicNotice(db: Db, projectId: string): Promise<ProjectNoticePublicView | undefined> {
  const row = await db
    .selectFrom('tender_projects as p')
    .innerJoin('project_notices as n', 'n.project_id', 'p.id')
    .leftJoin('project_rules as r', 'r.project_id', 'p.id')
    .leftJoin('organisations as o', 'o.id', 'p.depart_id')
    .select([
      'p.id',
      'p.project_code',
      'p.name',
      'o.name as depart_name',
      'n.title',
      'n.html',
      'p.published_at',
      'r.signup_start_time',
      'p.signup_end_time',
      'r.question_end_time',
      'p.quote_end_time',
    ])
    .select([
      sql<string | null>`cast(r.bail_cents as text)`.as('bail'),
      sql<string | null>`cast(r.document_fee_cents as text)`.as('fee'),
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    projectId: row.id,
    projectCode: row.project_code,
    projectName: row.name,
    departName: row.depart_name ?? '',
    noticeTitle: row.title,
    noticeHtml: row.html,
    publishedAt: row.published_at,
    signupStartTime: row.signup_start_time ?? null,
    signupEndTime: row.signup_end_time,
    questionEndTime: row.question_end_time ?? null,
    quoteEndTime: row.quote_end_time,
    documentFee: money(row.fee),
    bailAmount: money(row.bail),
    amendmentVersion: await amendmentVersion(db, projectId),
  };
}
