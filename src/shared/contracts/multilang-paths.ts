// Paths only, without zod: the first screen's code calls these endpoints and must not load every schema.
/** Paths under /bidprocurement (spec 7.3 multilingual). */
export const MULTILANG_PATHS = {
  initMutiLang: '/common-common/lang/lang/initMutiLang',
} as const;
