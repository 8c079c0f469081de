import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { TenderProjectSave, TenderProjectView } from '@/shared/contracts/tenders';

/** Creates or changes a draft project; silent so field errors land under their field. */
export function saveProject(input: TenderProjectSave): Promise<TenderProjectView> {
  return api.post<TenderProjectView>(TENDER_PATHS.projectSave, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}
