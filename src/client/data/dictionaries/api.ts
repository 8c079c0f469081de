import { api } from '@/client/lib/api-client';
import {
  DICTIONARY_PATHS,
  type DictionaryRequest,
  type DictionaryResponse,
} from '@/shared/contracts/dictionaries';
import { assertGroupCodeArray } from './group-codes';

/** Option lists of several type groups in one language (spec 7.3). */
export function initWebTypeGroupNewList(
  request: DictionaryRequest,
  options: { signal?: AbortSignal } = {},
): Promise<DictionaryResponse> {
  try {
    assertGroupCodeArray(request.groupCodeList);
  } catch (error) {
    return Promise.reject(error);
  }
  return api.post<DictionaryResponse>(DICTIONARY_PATHS.initWebTypeGroupNewList, request, options);
}
