import type { z } from 'zod';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import {
  type AskableProjectView,
  QUESTION_STATUS,
  type QuestionView,
  type questionPageSchema,
} from '@/shared/contracts/questions';
import type { Clock } from '../../lib/clock';
import { offsetOf, type PageResult, pageResult } from '../../lib/paging';
import type { Actor } from '../../lib/request-context';
import type { Db } from '../tender-common';
import {
  asker,
  audienceOf,
  buyerAudience,
  expertAudience,
  questionEndOf,
  questionNotFound,
  readerOf,
  supplierAudience,
} from './access';
import * as repo from './repository';

type PageInput = z.output<typeof questionPageSchema>;

/**
 * What the questions' readers see: the supplier its organisation's questions and the public answers of
 * its approved projects (another organisation's without the asker), the buyer side the questions on the
 * projects it runs, committee experts those of their projects; anyone else reads nothing.
 */
export function createQuestionReads(db: Db, clock: Clock, closeDue?: () => Promise<unknown>) {
  async function page(
    audience: repo.QuestionFilter | null,
    reader: string | null,
    query: PageInput,
  ): Promise<PageResult<QuestionView>> {
    if (!audience) return pageResult([], 0, query);
    const filter = { ...audience, projectId: query.projectId, status: query.status };
    const window = { limit: query.pageSize, offset: offsetOf(query) };
    const [rows, total] = await Promise.all([
      repo.listQuestions(db, filter, window),
      repo.countQuestions(db, filter),
    ]);
    return pageResult(
      rows.map((row) => repo.questionView(row, reader)),
      total,
      query,
    );
  }

  return {
    /** Supplier: its organisation's questions and the public answers on its approved projects. */
    async mine(actor: Actor, query: PageInput): Promise<PageResult<QuestionView>> {
      return page(supplierAudience(actor), readerOf(actor), query);
    },

    /** Buyer side: questions on the organisation's projects, unanswered first. */
    async page(actor: Actor, query: PageInput): Promise<PageResult<QuestionView>> {
      return page(buyerAudience(actor), null, query);
    },

    /** Expert: questions on the projects of the expert's committees. */
    async expertPage(actor: Actor, query: PageInput): Promise<PageResult<QuestionView>> {
      return page(expertAudience(actor), null, query);
    },

    /** One question for a reader who may see it; anyone else's answers as missing. */
    async get(actor: Actor, id: string): Promise<QuestionView> {
      const audience = audienceOf(actor);
      const row = audience ? await repo.findVisible(db, { ...audience, id }) : undefined;
      if (!row) throw questionNotFound();
      return repo.questionView(row, readerOf(actor));
    },

    /** Supplier: projects it may ask about now, with their question end time (the ask form's picker). */
    async askable(actor: Actor): Promise<AskableProjectView[]> {
      const { departId } = asker(actor);
      await closeDue?.();
      const now = clock.now().getTime();
      const rows = await repo.approvedPublishedProjects(db, departId, P.PUBLISHED);
      return rows
        .map((r) => ({
          projectId: r.id,
          projectCode: r.project_code,
          projectName: r.name,
          questionEndTime: questionEndOf(r.quote_end_time, r.question_end_time),
        }))
        .filter((p) => Date.parse(p.questionEndTime) >= now);
    },

    /** The assistant: open questions on the actor's projects (buyer side), oldest first is not needed. */
    async waitingForAnswer(actor: Actor, limit = 50): Promise<QuestionView[]> {
      const audience = buyerAudience(actor);
      if (!audience) return [];
      const rows = await repo.listQuestions(
        db,
        { ...audience, status: QUESTION_STATUS.OPEN },
        { limit, offset: 0 },
      );
      return rows.map((row) => repo.questionView(row, null));
    },

    /** The assistant: the supplier organisation's questions still unanswered. */
    async myUnanswered(actor: Actor, limit = 50): Promise<QuestionView[]> {
      const reader = readerOf(actor);
      if (!reader) return [];
      const rows = await repo.listQuestions(
        db,
        { supplierDepartId: reader, status: QUESTION_STATUS.OPEN },
        { limit, offset: 0 },
      );
      return rows
        .filter((row) => row.supplier_depart_id === reader)
        .map((row) => repo.questionView(row, reader));
    },
  };
}
