import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, LANGUAGES, PAGE_SIZE_CHOICES } from '../codes/constants';
import { VALIDATION_MESSAGES as M, messageWithParams } from '../validation/messages';

/**
 * Building blocks of the configuration administration contracts (menus, dictionaries, languages,
 * SMS, regions, holidays, system configuration, agreements). Messages are i18n keys; the ones that
 * are not shared validation rules live in the `admin-config` namespace.
 */

/** Function codes (screens) guarding the configuration administration calls. */
export const ADMIN_CONFIG_PERMISSIONS = {
  menuManagement: 'menuManagement',
  topMenu: 'topMenu',
  platformConfig: 'platformConfig',
  dictionary: 'dictionary',
  dictionaryBiz: 'dictionaryBiz',
  internationalLanguage: 'internationalLanguage',
  smsConfig: 'smsConfig',
  smsTemplate: 'smsTemplate',
  regionManage: 'regionManage',
  holidayManage: 'holidayManage',
  systemConfig: 'systemConfig',
  systemConfigBiz: 'systemConfigBiz',
  agreement: 'agreement',
} as const;

/** '00' system, '01' business: dictionaries and system configuration come in both kinds. */
export const CONFIG_SCOPES = ['00', '01'] as const;
export type ConfigScope = (typeof CONFIG_SCOPES)[number];

export const scopeSchema = z.enum(CONFIG_SCOPES, { error: M.select });

/** Trimmed text that must be present and at most `max` characters long. */
export function requiredText(max: number) {
  return z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(max, { error: messageWithParams(M.maxLength, { max }) });
}

/** Trimmed optional text ('' allowed) of at most `max` characters; null reads as ''. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: messageWithParams(M.maxLength, { max }) })
    .nullish()
    .transform((value) => value ?? '');
}

export const CODE_PATTERN = /^[A-Za-z0-9_.-]{1,50}$/;

/** Stable codes (group codes, type codes, keys): 1 to 50 letters, digits, _ . or -. */
export const codeField = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .regex(CODE_PATTERN, { error: 'admin-config:codeFormat' });

/** A code that may be left out: '' and null read as absent. */
export const optionalCodeField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  codeField.optional(),
);

export const idField = requiredText(64);
/** An id that may be left out or empty (create rather than update). */
export const optionalIdField = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((value) => value || undefined);

export const sortField = z.coerce
  .number({ error: M.number })
  .int({ error: M.number })
  .min(0, { error: M.number })
  .max(1_000_000, { error: M.number })
  .default(0);

export const languageSchema = z.enum(LANGUAGES, { error: M.select });

/** pageNo from 1; pageSize one of the platform's choices (spec 9). */
export const pageFields = {
  pageNo: z.coerce
    .number({ error: M.positiveInteger })
    .int()
    .min(1, { error: M.positiveInteger })
    .default(FIRST_PAGE),
  pageSize: z.coerce
    .number({ error: M.invalid })
    .refine((n) => (PAGE_SIZE_CHOICES as readonly number[]).includes(n), { error: M.invalid })
    .default(DEFAULT_PAGE_SIZE),
};

export interface Page<T> {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** `id` of GET and POST calls that carry it in the query string (`?id=`). */
export const idQuerySchema = z.object({ id: idField });
