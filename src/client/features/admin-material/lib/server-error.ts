import { RequestError } from '@/client/lib/http/request';
import { notifyError } from '@/client/ui/toaster';

/**
 * Form calls are silent: a rejection naming one of the form's fields is shown under it (the server has
 * translated it into the request's language); anything else is toasted.
 */
export function showServerError(
  error: unknown,
  fields: readonly string[],
  setFieldError: (field: string, message: string) => void,
): void {
  if (error instanceof RequestError) {
    if (error.kind === 'aborted') return;
    if (error.field && fields.includes(error.field)) {
      setFieldError(error.field, error.message);
      return;
    }
    notifyError(error.message, { closable: true });
    return;
  }
  notifyError(error instanceof Error ? error.message : String(error), { closable: true });
}
