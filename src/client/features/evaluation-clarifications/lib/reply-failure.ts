import type { TFunction } from 'i18next';
import { isQuotaError } from '@/client/data/storage-quota';
import { NoSealKeyError } from '../api/writes';

/** Why the reply could not be queued (sealing or the device's storage), in the user's language. */
export function replyFailureText(error: unknown, t: TFunction<'evaluation-clarifications'>): string {
  if (error instanceof NoSealKeyError) return t('reply.failed.noKey');
  if (isQuotaError(error)) return t('reply.failed.storage');
  const message = (error as { message?: unknown } | null)?.message;
  return t('reply.failed.other', { reason: typeof message === 'string' ? message : String(error) });
}
