import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Evaluation results (issue 19, area evaluation-results), declared in schema-evaluation-results.ts:
 * - evaluation_step_results: the leader's summary of one step (the step's own status moves 00 -> 01 in
 *   evaluation_steps), with the experts whose sheets counted and the per-offer results (exact fractions);
 * - evaluation_scraps: an offer scrapped by the leader, with why;
 * - evaluation_outcomes: after the last step, each opened offer rejected (with reasons) or ranked;
 * - evaluation_reports: the report PDF (base64) and its SHA-256, completed when every member signed;
 * - evaluation_report_signatures: one per member who signed.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('evaluation_step_results')
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('step_code', 'text', (c) => c.notNull())
    .addColumn('summarised_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('summarised_at', 'text', (c) => c.notNull())
    .addColumn('forced', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('experts_json', 'text', (c) => c.notNull())
    .addColumn('results_json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_step_results_pk', ['project_id', 'step_code'])
    .execute();
  await db.schema
    .createTable('evaluation_scraps')
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('offer_id', 'text', (c) => c.notNull().references('tender_offers.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_scraps_pk', ['project_id', 'offer_id'])
    .execute();
  await db.schema
    .createTable('evaluation_outcomes')
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('offer_id', 'text', (c) => c.notNull().references('tender_offers.id'))
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('price_score', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer')
    .addColumn('candidate', 'integer', (c) => c.notNull())
    .addColumn('reasons_json', 'text')
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_outcomes_pk', ['project_id', 'offer_id'])
    .execute();
  await db.schema
    .createTable('evaluation_reports')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('tender_projects.id'))
    .addColumn('pdf_base64', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('generated_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('generated_at', 'text', (c) => c.notNull())
    .addColumn('failed_reason', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createTable('evaluation_report_signatures')
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('expert_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_report_signatures_pk', ['project_id', 'expert_user_id'])
    .execute();
}
