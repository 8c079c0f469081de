import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';
import type { PageResult } from '@/shared/contracts/page-query';
import { QUESTION_PATHS } from '@/shared/contracts/question-paths';
import type { QuestionAnswerInput, QuestionView } from '@/shared/contracts/questions';
import { questionKeys } from './keys';

export type QuestionSearch = { projectId: string; status: string };

function pageBody(query: PageQuery<QuestionSearch>) {
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.projectId ? { projectId: query.projectId } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}

/** Buyer side: questions on the organisation's projects, unanswered first. */
export function buyerQuestionsQueryOptions(query: PageQuery<QuestionSearch>) {
  return queryOptions({
    queryKey: [...questionKeys.buyerList, query],
    queryFn: () => api.post<PageResult<QuestionView>>(QUESTION_PATHS.page, pageBody(query)),
    staleTime: 0,
  });
}

/** Expert: questions on the projects of the expert's committees. */
export function expertQuestionsQueryOptions(query: PageQuery<QuestionSearch>) {
  return queryOptions({
    queryKey: [...questionKeys.expertList, query],
    queryFn: () => api.post<PageResult<QuestionView>>(QUESTION_PATHS.expertPage, pageBody(query)),
    staleTime: 0,
  });
}

export const firstQuestionPage = (projectId = ''): PageQuery<QuestionSearch> => ({
  projectId,
  status: '',
  pageNo: FIRST_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
});

/** One question for the buyer side's answer screen. */
export function buyerQuestionQueryOptions(id: string) {
  return queryOptions({
    queryKey: questionKeys.buyerOne(id),
    queryFn: () => api.post<QuestionView>(QUESTION_PATHS.get, { id }, { silent: true }),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
}

/** Silent so a refused field shows under it; the form toasts anything else. */
export function answerQuestion(input: QuestionAnswerInput, idempotencyKey: string): Promise<QuestionView> {
  return api.post<QuestionView>(QUESTION_PATHS.answer, input, { idempotencyKey, silent: true });
}
