import { api } from '@/client/lib/api-client';
import { ORG_PATHS } from '@/shared/contracts/org';
import { actionKey } from './keys';

/** The server refuses organisations with sub-organisations or users; the request layer toasts why. */
export function deleteDepart(id: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(ORG_PATHS.deleteDepart, { id }, actionKey());
}
