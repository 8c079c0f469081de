import type { TestApp } from './test-app';

/** Rows of the questions tests: counts, a project's question end, who was notified. */
export function questionRows(t: () => TestApp) {
  const db = () => t().database.db;
  return {
    async count(projectId: string): Promise<number> {
      const row = await db()
        .selectFrom('tender_questions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The project's rules (migration 025) with this question end; null: no rules at all. */
    async setQuestionEnd(projectId: string, at: string | null): Promise<void> {
      await db().deleteFrom('project_rules').where('project_id', '=', projectId).execute();
      if (at === null) return;
      const now = t().clock.now().toISOString();
      await db()
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
          signup_start_time: now,
          question_end_time: at,
          version: 1,
          created_by: 'test',
          updated_by: 'test',
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Login names notified of `event` for the question titled `title` (its variables carry the title). */
    async notified(event: string, title: string): Promise<string[]> {
      const rows = await db()
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select(['u.login_name', 'n.vars_json'])
        .where('n.event', '=', event)
        .execute();
      return rows
        .filter((r) => (JSON.parse(r.vars_json) as { title?: string }).title === title)
        .map((r) => r.login_name)
        .sort();
    },
  };
}
