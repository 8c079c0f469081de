import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatGroup } from '@/shared/contracts/chat-models';
import { groupQueryOptions } from '../api/get-group';
import { groupsQueryOptions } from '../api/get-groups';
import { CHAT_KEYS } from '../api/keys';

/**
 * A group as the user may see it: the detail for members; for others (who opened it from a search,
 * or wait for approval) what their own list or the search said of it.
 */
export function useGroupView(id: string): { group: ChatGroup | undefined; pending: boolean } {
  const queryClient = useQueryClient();
  const detail = useQuery(groupQueryOptions(id));
  const outsider = detail.data === null;
  const mine = useQuery({ ...groupsQueryOptions(), enabled: outsider });
  if (!outsider) return { group: detail.data ?? undefined, pending: detail.isPending };
  const searched = queryClient
    .getQueriesData<ChatGroup[]>({ queryKey: [...CHAT_KEYS.groups, 'search'] })
    .flatMap(([, groups]) => groups ?? [])
    .find((g) => g.id === id);
  const group = mine.data?.find((g) => g.id === id) ?? searched;
  return { group, pending: !group && mine.isPending };
}
