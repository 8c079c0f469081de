import type { Database } from '@/server/db/database';

/**
 * Rules and a notice for a project written straight into the tables (migration 025), so tests about
 * other areas can publish it: publication needs both (issue 16).
 */
export async function giveRulesAndNotice(database: Database, projectId: string, by = 'test'): Promise<void> {
  const at = new Date(0).toISOString();
  await database.db
    .insertInto('project_rules')
    .values({
      project_id: projectId,
      evaluation_method: '00',
      price_method: '00',
      criteria_json: '[]',
      qualification: '',
      bail_cents: null,
      document_fee_cents: null,
      min_valid_offers: 3,
      signup_start_time: at,
      question_end_time: at,
      version: 1,
      created_by: by,
      updated_by: by,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await database.db
    .insertInto('project_notices')
    .values({ project_id: projectId, title: 'Notice', html: '<p>Notice</p>', updated_by: by, updated_at: at })
    .execute();
}
