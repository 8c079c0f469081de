import { QUESTION_STATUS } from '@/shared/contracts/questions';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { DEMO_PROJECT_CODES } from './seed-tenders';

export const DEMO_QUESTION_ID = 'demo-question-0101';
const HOUR_MS = 3_600_000;

/**
 * The questions demo (issue 17): supplier01's organisation (signed up and approved) asked a question on
 * buyer01's published demo project, which waits for the buyer's answer. Idempotent: a second start
 * adds nothing and never overwrites an answer given meanwhile.
 */
export async function seedQuestionsDemo(database: Database, clock: Clock): Promise<void> {
  const { db } = database;
  const [supplier, supplierOrg, project] = await Promise.all([
    db.selectFrom('users').select('id').where('login_name', '=', 'supplier01').executeTakeFirst(),
    db.selectFrom('organisations').select('id').where('code', '=', 'SUPPLIER-01').executeTakeFirst(),
    db
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', DEMO_PROJECT_CODES.published)
      .executeTakeFirst(),
  ]);
  if (!supplier || !supplierOrg || !project) return;
  await db
    .insertInto('tender_questions')
    .values({
      id: DEMO_QUESTION_ID,
      project_id: project.id,
      supplier_depart_id: supplierOrg.id,
      asked_by: supplier.id,
      title: '灯具色温要求',
      content_html:
        '<p>招标文件要求 LED 灯具色温为“暖白”，请明确具体色温范围（例如 3000K–4000K），以及是否接受 5000K 产品。</p>',
      asked_at: new Date(clock.now().getTime() - HOUR_MS).toISOString(),
      status: QUESTION_STATUS.OPEN,
      answer_html: null,
      answered_by: null,
      answered_at: null,
      is_public: 0,
      version: 1,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
