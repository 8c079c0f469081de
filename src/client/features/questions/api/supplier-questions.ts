import { queryOptions } from '@tanstack/react-query';
import type { Kept } from '@/client/data/kept-read';
import { keptList, keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import { QUESTION_PATHS } from '@/shared/contracts/question-paths';
import type { AskableProjectView, QuestionView } from '@/shared/contracts/questions';
import { QUESTION_CACHE_KEYS, questionKeys } from './keys';

/** The organisation's questions and the public answers of its projects (kept for offline reading). */
export function myQuestionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: questionKeys.mine(userId),
    queryFn: (): Promise<Kept<QuestionView[]>> =>
      keptList<QuestionView>(QUESTION_CACHE_KEYS.mine(userId), QUESTION_PATHS.mine),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

/** Projects the supplier may ask about now, with their question end (kept: the form works offline). */
export function askableProjectsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: questionKeys.askable(userId),
    queryFn: (): Promise<Kept<AskableProjectView[]>> =>
      keptPost<AskableProjectView[]>(QUESTION_CACHE_KEYS.askable(userId), QUESTION_PATHS.askable, {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

/** One question as the supplier reads it (kept once opened). */
export function myQuestionQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: questionKeys.one(userId, id),
    queryFn: (): Promise<Kept<QuestionView>> =>
      keptPost<QuestionView>(QUESTION_CACHE_KEYS.one(userId, id), QUESTION_PATHS.get, { id }),
    enabled: !!userId && !!id,
    retry: false,
    ...LIVE_READ,
  });
}
