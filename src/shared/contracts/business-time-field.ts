import { z } from 'zod';
import { BUSINESS_YEARS } from '../rules/business-zone';
import { type BusinessTimeError, parseBusinessTime } from '../rules/business-time';
import { VALIDATION_MESSAGES as M, messageWithParams } from '../validation/messages';

/** The validation message of a refused business time: out of the years, or not a real date-time. */
export function businessTimeMessage(error: BusinessTimeError): string {
  return error === 'range'
    ? messageWithParams(M.dateOutOfRange, { min: BUSINESS_YEARS.min, max: BUSINESS_YEARS.max })
    : M.invalidDate;
}

/**
 * A zod transform reading text as a business time of `zone` (see parseBusinessTime) into ISO-8601 UTC,
 * the form every stored instant has, so stored times compare and sort as text.
 */
export function toBusinessInstant(zone: string) {
  return (text: string, ctx: Pick<z.core.$RefinementCtx<unknown>, 'issues'>): string => {
    const result = parseBusinessTime(text, zone);
    if (result.ok) return result.iso;
    ctx.issues.push({ code: 'custom', message: businessTimeMessage(result.error), input: text });
    return z.NEVER;
  };
}
