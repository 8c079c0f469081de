import { api } from '@/client/lib/api-client';
import type {
  EvaluationResultOverview,
  EvaluationScrapInput,
  EvaluationSummariseInput,
} from '@/shared/contracts/evaluation-results';
import { EVALUATION_RESULT_PATHS as P } from '@/shared/contracts/evaluation-results-paths';

/*
 * The leader's summary, a scrap and a signature are judged against the committee's state at that moment
 * (the leader, the sheets in, the other signatures): online only, each with its own Idempotency-Key so a
 * retried request applies once.
 */
const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const summariseStep = (input: EvaluationSummariseInput) =>
  api.post<EvaluationResultOverview>(P.summarise, input, once());

export const scrapOffer = (input: EvaluationScrapInput) =>
  api.post<EvaluationResultOverview>(P.scrap, input, once());

export const signReport = (projectId: string) =>
  api.post<EvaluationResultOverview>(P.sign, { projectId }, once());
