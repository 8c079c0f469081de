import { RequestError } from '@/client/lib/http/request';

/**
 * The field a server refusal names, when the form has it: the form shows the server's message under
 * that field as well as in the toast.
 */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | undefined {
  if (!(error instanceof RequestError) || error.kind !== 'business' || !error.field) return undefined;
  return fields.includes(error.field) ? { field: error.field, message: error.message } : undefined;
}

/** The rule a business refusal names ('groupHasTypes'), if any. */
export function refusalRule(error: unknown): string | undefined {
  return error instanceof RequestError && error.kind === 'business' ? error.rule : undefined;
}
