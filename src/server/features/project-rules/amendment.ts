import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import type { ProjectAmendmentView } from '@/shared/contracts/project-rules';
import { randomId } from '@/shared/format/random-id';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { sendProjectLetters } from '../project-letters';
import { findProject } from '../tender-common';
import * as repo from './repository';

const DAY_MS = 86_400_000;

export interface AmendmentInput {
  projectId: string;
  summary: ProjectAmendmentView['summary'];
  byUserId: string;
  /** Server time of the change. */
  now: Date;
  /** System setting amendMinDays, read by the caller before its unit of work. */
  amendMinDays: number;
}

/**
 * A change to a published (03) project before its quote end is an amendment (design note section 3):
 * versioned; when fewer than amendMinDays remain, the quote end moves so that they remain (server time);
 * suppliers who already sent an offer get a letter to confirm or resend it. Runs in the caller's unit of
 * work. Answers null for a project that is not published (a draft's changes are no amendment).
 */
export async function recordAmendment(trx: Trx, input: AmendmentInput): Promise<ProjectAmendmentView | null> {
  const project = await findProject(trx, input.projectId);
  if (!project || project.status !== P.PUBLISHED) return null;
  const nowMs = input.now.getTime();
  const oldEnd = project.quote_end_time;
  if (Date.parse(oldEnd) <= nowMs)
    throw new AppError('CONFLICT', {
      messageKey: 'project-rules:errors.quoteEnded',
      field: 'projectId',
      rule: 'quoteEnded',
    });
  const earliest = nowMs + input.amendMinDays * DAY_MS;
  const newEnd = Date.parse(oldEnd) < earliest ? new Date(earliest).toISOString() : oldEnd;
  const at = input.now.toISOString();
  if (newEnd !== oldEnd) await repo.moveQuoteEnd(trx, project.id, newEnd, input.byUserId, at);
  const version = (await repo.amendmentVersion(trx, project.id)) + 1;
  const lettersSent = await sendProjectLetters(trx, {
    projectId: project.id,
    kind: 'amendment',
    to: 'offered',
    subjectKey: 'project-rules:letters.amendmentSubject',
    bodyKey: 'project-rules:letters.amendmentBody',
    vars: { projectCode: project.project_code, projectName: project.name, version, quoteEndTime: newEnd },
    sentBy: input.byUserId,
    now: at,
  });
  const row = {
    id: randomId(),
    project_id: project.id,
    version,
    summary_json: JSON.stringify(input.summary),
    old_quote_end_time: oldEnd,
    new_quote_end_time: newEnd,
    letters_sent: lettersSent,
    by_user_id: input.byUserId,
    at,
  };
  await repo.insertAmendment(trx, row);
  return {
    id: row.id,
    projectId: row.project_id,
    version,
    summary: input.summary,
    oldQuoteEndTime: oldEnd,
    newQuoteEndTime: newEnd,
    lettersSent,
    byUserId: input.byUserId,
    byName: '',
    at,
  };
}
