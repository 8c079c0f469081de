import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import {
  OPENED_SCREEN_PATHS as PATHS,
  type OpenedLineDisputeInput,
  type OpenedProjectRow,
  type OpenedRecordState,
  type OpenedScreenView,
} from '@/shared/contracts/opened-screen';
import { openedScreenKeys } from './keys';

/** The screen's state; kept fresh by the live frames and refetched on every (re)connection. */
export function openedScreenQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: openedScreenKeys.view(projectId),
    queryFn: () => api.post<OpenedScreenView>(PATHS.view, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}

export function openedProjectsQueryOptions() {
  return queryOptions({
    queryKey: openedScreenKeys.projects(),
    queryFn: () => api.post<OpenedProjectRow[]>(PATHS.projects, {}),
    staleTime: 0,
  });
}

// Answers are bound to a window after a live opening, so they go online only, each with its own key.
export function confirmLine(projectId: string, offerId: string): Promise<OpenedRecordState> {
  return api.post<OpenedRecordState>(
    PATHS.confirm,
    { projectId, offerId },
    { idempotencyKey: crypto.randomUUID() },
  );
}

export function disputeLine(input: OpenedLineDisputeInput): Promise<OpenedRecordState> {
  return api.post<OpenedRecordState>(PATHS.dispute, input, { idempotencyKey: crypto.randomUUID() });
}
