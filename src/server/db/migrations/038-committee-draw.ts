import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * The committee (issue 19): the expert library's specialties (supply category codes), one seat per
 * evaluation task (drawn or assigned by hand, the specialty it was drawn for, the sign-in with its
 * declaration), the log of draws, redraws and declared conflicts (who, when, why), the leader election
 * (its round and result) and each member's vote per round. Declared in schema-committee-draw.ts.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('expert_specialties')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('specialty', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('expert_specialties_pk', ['user_id', 'specialty'])
    .execute();
  await sql`create index expert_specialties_specialty_idx on expert_specialties (specialty)`.execute(db);
  await db.schema
    .createTable('committee_seats')
    .addColumn('task_id', 'text', (c) => c.primaryKey().references('evaluation_tasks.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('expert_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('drawn', 'integer', (c) => c.notNull())
    .addColumn('specialty', 'text')
    .addColumn('signed_in_at', 'text')
    .addColumn('declaration', 'text')
    .execute();
  await sql`create index committee_seats_project_idx on committee_seats (project_id)`.execute(db);
  await db.schema
    .createTable('committee_draw_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('expert_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('replaced_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('specialty', 'text')
    .addColumn('reason', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index committee_draw_log_project_idx on committee_draw_log (project_id, ordinal)`.execute(
    db,
  );
  await db.schema
    .createTable('committee_elections')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('tender_projects.id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('leader_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('elected_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('committee_votes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('voter_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('candidate_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('voted_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('committee_votes_uq', ['project_id', 'round', 'voter_user_id'])
    .execute();
}
