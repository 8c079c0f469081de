import { QUESTION_STATUS, type QuestionForRelease } from '@/shared/contracts/questions';
import type { Actor } from '../../lib/request-context';
import { type Db, isBuyerSide, runsProject } from '../tender-common';
import { findQuestion } from './repository';

/**
 * A public answer turned into a clarification (the release screen's ?questionId): the question, when
 * the actor is on the buyer side running its project and it was answered publicly; null otherwise
 * (missing, another organisation's, unanswered or answered to the asker only). No write.
 */
export async function getQuestionForRelease(
  db: Db,
  actor: Actor,
  questionId: string,
): Promise<QuestionForRelease | null> {
  if (!isBuyerSide(actor) || !questionId) return null;
  const row = await findQuestion(db, questionId);
  if (!row || !runsProject(actor.departId, await projectOwners(db, row.project_id))) return null;
  if (row.status !== QUESTION_STATUS.ANSWERED || Number(row.is_public) !== 1 || !row.answer_html) return null;
  return { id: row.id, projectId: row.project_id, title: row.title, answerHtml: row.answer_html };
}

async function projectOwners(db: Db, projectId: string) {
  const project = await db
    .selectFrom('tender_projects')
    .select(['depart_id', 'agency_org_id'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  return project ?? { depart_id: '', agency_org_id: null };
}
