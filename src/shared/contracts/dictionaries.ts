import { z } from 'zod';
import { dictionaryGroupCodesSchema } from '../validation/rules';

export { DICTIONARY_PATHS, DICTIONARY_VERSION_HEADER } from './dictionaries-paths';

export const MAX_DICTIONARY_GROUPS = 200;

export const dictionaryRequestSchema = z.object({
  /** Must be an array, otherwise 'validation:dictionaryGroupArray' (spec 5). */
  groupCodeList: dictionaryGroupCodesSchema.max(MAX_DICTIONARY_GROUPS, { error: 'validation:invalid' }),
  /** zh, en or fr; anything else falls back to the request's langCode. */
  language: z.string().trim().max(16).optional(),
  /** The client's own cache hint; the server always answers from the database. */
  refresh: z.boolean().optional(),
});
export type DictionaryRequest = z.input<typeof dictionaryRequestSchema>;

/** Section 3 dictionary row; tree nodes carry `children`, leaves of a flat list do not. */
export interface DictionaryRow {
  typecode: string;
  typename: string;
  children?: DictionaryRow[];
}

export interface DictionaryResponse {
  /**
   * Latest updated_at among the requested groups and their types (ISO text), or null when none
   * exists; a client keeps its cached lists while this stays the same.
   */
  version: string | null;
  /**
   * The dictionary version read before the lists, so the lists are at least that new; compared with
   * the DICTIONARY_VERSION_HEADER of later answers.
   */
  dictVersion: number;
  /** Every requested group code; unknown groups map to an empty list. */
  groups: Record<string, DictionaryRow[]>;
}
