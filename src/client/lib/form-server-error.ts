import { RequestError } from '@/client/lib/http/request';
import { notifyError } from '@/client/ui/toaster';
import { VALIDATION_MESSAGES } from '@/shared/validation/messages';

const KNOWN_RULES = new Set<string>(Object.keys(VALIDATION_MESSAGES));

/**
 * The message to show under a field for a server rejection: the shared validation key when the rule is
 * one of ours (so it follows a language switch), else the server's already translated text.
 */
export function fieldMessageOf(error: RequestError): string {
  return error.rule && KNOWN_RULES.has(error.rule) ? `validation:${error.rule}` : error.message;
}

/**
 * Calls are made silently so field errors appear under their field instead of as a toast. Returns
 * true when the error was placed on one of `fields`; anything else is toasted here.
 */
export function showServerError(
  error: unknown,
  fields: readonly string[],
  setFieldError: (field: string, message: string) => void,
): boolean {
  if (error instanceof RequestError) {
    if (error.kind === 'aborted') return false;
    if (error.field && fields.includes(error.field)) {
      setFieldError(error.field, fieldMessageOf(error));
      return true;
    }
    notifyError(error.message, { closable: true });
    return false;
  }
  notifyError(error instanceof Error ? error.message : String(error), { closable: true });
  return false;
}
