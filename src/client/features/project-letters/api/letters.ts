import { queryOptions } from '@tanstack/react-query';
import { TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';
import { api } from '@/client/lib/api-client';
import type { PageResult } from '@/shared/contracts/page-query';
import { PROJECT_LETTER_PATHS } from '@/shared/contracts/project-letter-paths';
import type { LetterView } from '@/shared/contracts/project-letters';

export const letterKeys = {
  all: [...TENDER_SUPPLIER_KEY, 'letters'] as const,
  mine: (projectId: string | undefined, pageSize: number) =>
    [...TENDER_SUPPLIER_KEY, 'letters', projectId ?? 'all', pageSize] as const,
};

/** The caller organisation's letters, newest first (one project's when projectId is given). */
export function myLettersQueryOptions(projectId: string | undefined, pageSize = 30) {
  return queryOptions({
    queryKey: letterKeys.mine(projectId, pageSize),
    queryFn: () =>
      api.post<PageResult<LetterView>>(PROJECT_LETTER_PATHS.page, {
        pageNo: 1,
        pageSize,
        ...(projectId ? { projectId } : {}),
      }),
  });
}

export function readLetter(id: string) {
  return api.post<{ readAt: string }>(
    PROJECT_LETTER_PATHS.read,
    { id },
    { idempotencyKey: crypto.randomUUID(), silent: true },
  );
}
