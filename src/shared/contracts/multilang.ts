import { z } from 'zod';

/** Paths under /bidprocurement (spec 7.3 multilingual). */
export const MULTILANG_PATHS = {
  initMutiLang: '/common-common/lang/lang/initMutiLang',
} as const;

export const initMutiLangRequestSchema = z.object({
  /** zh, en or fr; anything else falls back to the request's langCode. */
  langCode: z.string().trim().max(16).optional(),
  /** Namespaces (common, plan, bid, bidProject, depart, or any bundled one); others are skipped. */
  langKeyList: z.array(z.string().trim().max(64)).max(100),
});
export type InitMutiLangRequest = z.input<typeof initMutiLangRequestSchema>;

export type LangTree = { [key: string]: string | LangTree };

/** Per namespace, only the administrators' overrides, nested by key path; merge over the bundle. */
export type InitMutiLangResponse = Record<string, LangTree>;
