// Path and header only, without zod: every page watches the version header from app start.
/** Paths under /bidprocurement (spec 7.3 type groups). */
export const DICTIONARY_PATHS = {
  initWebTypeGroupNewList: '/common-common/typegroup/typegroup/initWebTypeGroupNewList',
} as const;

/**
 * Response header of every API answer: the dictionary version (an integer that every dictionary
 * change moves forward). A client holding lists of an older version fetches them again with refresh.
 */
export const DICTIONARY_VERSION_HEADER = 'x-dict-version';
