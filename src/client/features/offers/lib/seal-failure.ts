import type { TFunction } from 'i18next';
import { isQuotaError } from '@/client/data/storage-quota';
import { RequestError } from '@/client/lib/http/request';
import { NoOrganisationError } from '../api/offer';

/**
 * Why sealing and queueing an offer failed, in the user's language. Each cause asks for something
 * different: connect once (the project's key is not on the device yet), wait for the platform (it
 * failed to answer), fix what the platform refused (its message, already translated, and its code),
 * free storage, or sign in for an organisation.
 */
export function sealFailureText(error: unknown, t: TFunction<'tender-supplier'>): string {
  if (error instanceof RequestError) {
    switch (error.kind) {
      case 'network':
      case 'aborted':
        return t('offer.failed.offline');
      case 'http':
        return error.status ? t('offer.failed.server', { status: error.status }) : t('offer.failed.unknown');
      case 'business':
      case 'sessionInvalid':
        return t('offer.failed.refused', { reason: error.message, code: error.ret ?? '-' });
    }
  }
  if (error instanceof NoOrganisationError) return t('offer.failed.noOrganisation');
  if (isQuotaError(error)) return t('offer.failed.storage');
  return t('offer.failed.seal', { reason: messageOf(error) });
}

/** WebCrypto rejects with a DOMException, which is not an Error in every environment. */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}
