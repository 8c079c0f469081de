import { z } from 'zod';

export { MULTILANG_PATHS } from './multilang-paths';

export const initMutiLangRequestSchema = z.object({
  /** zh, en or fr; anything else falls back to the request's langCode. */
  langCode: z.string().trim().max(16).optional(),
  /** Namespaces (common, plan, bid, bidProject, depart, or any bundled one); others are skipped. */
  langKeyList: z.array(z.string().trim().max(64)).max(100),
});

export type LangTree = { [key: string]: string | LangTree };

/** Per namespace, only the administrators' overrides, nested by key path; merge over the bundle. */
export type InitMutiLangResponse = Record<string, LangTree>;
