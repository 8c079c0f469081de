import { api } from '@/client/lib/api-client';
import { RequestError } from '@/client/lib/http/request';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { VALIDATION_MESSAGES } from '@/shared/validation/messages';

function saysExists(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return record.exists === true || record.available === false;
}

/**
 * Checks a unified social credit code against the registered enterprises. Resolves with the message
 * to show under the field ('already exists', or the server's rejection of the code), or null when the
 * code is free. Other failures resolve null: registration checks again, so they need not block typing.
 */
export async function checkDepartInfo(creditCode: string): Promise<string | null> {
  try {
    const body = await api.post<unknown>(AUTH_PATHS.checkDepartInfo, { creditCode }, { silent: true });
    return saysExists(body) ? VALIDATION_MESSAGES.creditCodeExists : null;
  } catch (error) {
    if (error instanceof RequestError && error.field === 'creditCode') {
      return error.rule === 'creditCodeExists' || error.rule === 'creditCode'
        ? `validation:${error.rule}`
        : error.message;
    }
    return null;
  }
}
