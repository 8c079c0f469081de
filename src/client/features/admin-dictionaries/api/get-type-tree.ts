import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import {
  ADMIN_DICTIONARY_PATHS,
  type GroupRecord,
  type TypeRecord,
} from '@/shared/contracts/admin-config-dictionaries';
import { ADMIN_DICTIONARIES_KEYS } from './keys';

export interface TypeTree {
  group: GroupRecord;
  types: TypeRecord[];
}

export function getTypeTree(groupId: string): Promise<TypeTree> {
  return api.post<TypeTree>(ADMIN_DICTIONARY_PATHS.getTypeTree, { groupId });
}

export function typeTreeQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: [...ADMIN_DICTIONARIES_KEYS.types, groupId],
    queryFn: () => getTypeTree(groupId),
    staleTime: 0,
  });
}
