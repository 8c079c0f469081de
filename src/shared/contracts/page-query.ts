import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZE_CHOICES } from '../codes/constants';
import { VALIDATION_MESSAGES as M, messageWithParams } from '../validation/messages';

/** Number or digit string (form fields send either); empty means the default. */
const integerInput = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
  if (value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) {
    ctx.issues.push({ code: 'custom', message: M.positiveInteger, input: value });
    return z.NEVER;
  }
  return n;
});

/** Spec section 9: first page 1, page size 10 by default, one of 10/30/50/100/300. */
export const pageQueryShape = {
  pageNo: integerInput
    .optional()
    .refine((n) => n === undefined || n >= FIRST_PAGE, { error: M.positiveInteger })
    .transform((n) => n ?? FIRST_PAGE),
  pageSize: integerInput
    .optional()
    .refine((n) => n === undefined || (PAGE_SIZE_CHOICES as readonly number[]).includes(n), {
      error: M.invalid,
    })
    .transform((n) => n ?? DEFAULT_PAGE_SIZE),
};

export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.output<typeof pageQuerySchema>;

export interface PageResult<T> {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** Optional trimmed search text; '' means no filter. */
export const searchText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: messageWithParams(M.maxLength, { max }) })
    .optional()
    .transform((s) => (s ? s : undefined));

/**
 * Optional point in time for range searches ('YYYY-MM-DD HH:mm:ss' or ISO-8601); output is ISO-8601
 * UTC so it compares with stored timestamps as text. Text without a zone is the server's local time.
 */
export const searchTime = z
  .string()
  .trim()
  .optional()
  .transform((s, ctx) => {
    if (!s) return undefined;
    const ms = Date.parse(/^\d{4}-\d{2}-\d{2} /.test(s) ? s.replace(' ', 'T') : s);
    if (Number.isNaN(ms)) {
      ctx.issues.push({ code: 'custom', message: M.invalidDate, input: s });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });
