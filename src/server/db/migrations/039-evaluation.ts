import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Evaluation (issue 19): a project's configuration (price method and weight), its review steps in order
 * (shared/codes/evaluation.ts; status '00' open, '01' summarised by the leader), each step's criteria
 * (kind 'score' with max_points as decimal text, or 'pass'), and each expert's submitted sheet per step
 * with one line per criterion and offer (points as decimal text, or passed 0/1 with a reason on a fail).
 * Declared in schema-evaluation.ts.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('evaluation_configs')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('tender_projects.id'))
    .addColumn('price_method', 'text', (c) => c.notNull())
    .addColumn('price_weight', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('evaluation_steps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('step_code', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('summarised_by', 'text')
    .addColumn('summarised_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('evaluation_steps_project_step_uq', ['project_id', 'step_code'])
    .execute();
  await db.schema
    .createTable('evaluation_criteria')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('step_code', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('max_points', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('evaluation_sheets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('step_code', 'text', (c) => c.notNull())
    .addColumn('expert_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('evaluation_sheets_uq', ['project_id', 'step_code', 'expert_user_id'])
    .execute();
  await db.schema
    .createTable('evaluation_scores')
    .addColumn('sheet_id', 'text', (c) => c.notNull().references('evaluation_sheets.id'))
    .addColumn('criterion_id', 'text', (c) => c.notNull().references('evaluation_criteria.id'))
    .addColumn('offer_id', 'text', (c) => c.notNull().references('tender_offers.id'))
    .addColumn('points', 'text')
    .addColumn('passed', 'integer')
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('evaluation_scores_pk', ['sheet_id', 'criterion_id', 'offer_id'])
    .execute();
  await sql`create index evaluation_criteria_project_idx on evaluation_criteria (project_id, step_code, seq)`.execute(
    db,
  );
}
