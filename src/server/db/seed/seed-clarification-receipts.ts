import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { DEMO_PROJECT_CODES } from './seed-tenders';

const HTML =
  '<p>灯具色温统一为 <strong>4000K</strong>（允许偏差 ±300K），显色指数不低于 Ra70，其余要求不变。</p>';

/**
 * The clarification receipts demo (issue 17): the clarification released on buyer01's published demo
 * project (seed-tenders.ts) carries its rich text, and supplier01's organisation, signed up and
 * approved, has not confirmed it: the buyer's receipt list shows it missing (remind), the supplier's
 * list asks for the receipt. Idempotent: rich text is set only where none is, and no receipt is
 * removed (a receipt confirmed meanwhile stays).
 */
export async function seedClarificationReceiptsDemo(database: Database, _clock: Clock): Promise<void> {
  const { db } = database;
  const project = await db
    .selectFrom('tender_projects')
    .select('id')
    .where('project_code', '=', DEMO_PROJECT_CODES.published)
    .executeTakeFirst();
  if (!project) return;
  await db
    .updateTable('tender_clarifications')
    .set({ content_html: HTML })
    .where('project_id', '=', project.id)
    .where('content_html', 'is', null)
    .where('title', '=', '关于照明灯具色温要求的澄清')
    .execute();
}
