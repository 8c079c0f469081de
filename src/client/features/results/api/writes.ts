import { api } from '@/client/lib/api-client';
import type { ResultAllotInput, ResultConfirmInput, ResultContentView } from '@/shared/contracts/results';
import { RESULT_PATHS as P } from '@/shared/contracts/results-paths';

/*
 * Confirming winners, allotting goods and concluding are judged against the ranking, the publicity's end
 * and the open objections at that moment by the server's clock: online only, each with its own
 * Idempotency-Key so a retried request applies once.
 */
const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const confirmWinners = (input: ResultConfirmInput) =>
  api.post<ResultContentView>(P.confirm, input, once());

export const allotGoods = (input: ResultAllotInput) => api.post<ResultContentView>(P.allot, input, once());

export const concludeProject = (projectId: string) =>
  api.post<ResultContentView>(P.conclude, { projectId }, once());
