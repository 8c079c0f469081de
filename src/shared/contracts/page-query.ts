import { z } from 'zod';
import { toBusinessInstant } from './business-time-field';
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
  /** Exact, unless totalCapped: then a lower bound (the server stopped counting there). */
  total: number;
  pageNo: number;
  pageSize: number;
  /** Present and true when more rows exist than `total`; the UI shows "total+" and keeps paging. */
  totalCapped?: boolean;
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
 * Optional point in time for range searches, read in the business zone `zone` like a deadline
 * ('YYYY-MM-DD HH:mm[:ss]', the same with 'T', or an ISO-8601 instant with 'Z' or an offset; strict and
 * bounded, see parseBusinessTime). Output is ISO-8601 UTC so it compares with stored timestamps as text.
 */
export const searchTime = (zone: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((s, ctx) => (s ? toBusinessInstant(zone)(s, ctx) : undefined));
