import { RequestError } from '@/client/lib/http/request';
import { VALIDATION_MESSAGES } from '@/shared/validation/messages';

const SHARED_RULES = new Set<string>(Object.keys(VALIDATION_MESSAGES));

/**
 * Where a server rejection belongs in a form: the field it names (when the form has it) and a message
 * key that follows a language switch. The request client has already toasted the message; rules
 * without a key here stay in that toast only.
 */
export function translatedFieldError(
  error: unknown,
  fields: readonly string[],
  hasKey: (key: string) => boolean,
): { field: string; message: string } | null {
  if (!(error instanceof RequestError) || !error.field || !error.rule) return null;
  if (!fields.includes(error.field)) return null;
  if (SHARED_RULES.has(error.rule)) return { field: error.field, message: `validation:${error.rule}` };
  const key = `admin-config:${error.rule}`;
  return hasKey(key) ? { field: error.field, message: key } : null;
}
