import { queryOptions } from '@tanstack/react-query';
import type { Kept } from '@/client/data/kept-read';
import { mutate } from '@/client/data/mutator';
import { api } from '@/client/lib/api-client';
import { keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import type { ExpertDrive, SheetLine, SheetView } from '@/shared/contracts/evaluation';
import { EVALUATION_PATHS as P } from '@/shared/contracts/evaluation-paths';
import { evaluationKeys, sheetDraftKey } from './keys';

/**
 * The expert's drive of a committee project (set-up, task, the opened offers), kept on the device so
 * the expert reviews the offers and fills the sheets offline.
 */
export function driveQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: evaluationKeys.drive(userId, projectId),
    queryFn: (): Promise<Kept<ExpertDrive>> =>
      keptPost<ExpertDrive>(`evaluation:${userId}:drive:${projectId}`, P.drive, { projectId }),
    enabled: !!userId && !!projectId,
    ...LIVE_READ,
  });
}

/** My own submitted sheet of a step (null before I submit), kept on the device too. */
export function mySheetQueryOptions(userId: string, projectId: string, stepCode: string) {
  return queryOptions({
    queryKey: evaluationKeys.sheet(userId, projectId, stepCode),
    queryFn: (): Promise<Kept<SheetView | null>> =>
      keptPost<SheetView | null>(`evaluation:${userId}:sheet:${projectId}:${stepCode}`, P.mySheet, {
        projectId,
        stepCode,
      }),
    enabled: !!userId && !!projectId && !!stepCode,
    ...LIVE_READ,
  });
}

/** The leader starts the review (online only: it moves every member's task). */
export const startReview = (projectId: string) =>
  api.post<ExpertDrive>(P.startReview, { projectId }, { idempotencyKey: crypto.randomUUID() });

/**
 * Queues my sheet through the outbox (offline too). The platform judges it on arrival against the
 * step's state: after the leader's summary it comes back refused (409) and stays in the sync centre
 * with the draft.
 */
export function sendSheet(input: {
  userId: string;
  projectId: string;
  stepCode: string;
  lines: SheetLine[];
}) {
  const entityKey = sheetDraftKey(input.projectId, input.stepCode);
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: P.submitSheet,
    body: { projectId: input.projectId, stepCode: input.stepCode, lines: input.lines },
    entityKey,
    local: async (tx) => {
      // A new send replaces an earlier refused one of the same sheet.
      await tx.outbox
        .where('entityKey')
        .equals(entityKey)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
    },
  });
}
