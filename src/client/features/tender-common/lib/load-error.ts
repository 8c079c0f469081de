import type { TFunction } from 'i18next';
import { RequestError } from '@/client/lib/http/request';

/**
 * What a supplier screen says when a load failed. A refusal carries the platform's message, already
 * in the user's language; a bare HTTP failure (a 5xx from the platform or a proxy) only has an
 * English status line, so it gets a translated one.
 */
export function loadErrorText(error: unknown, t: TFunction<'tender-supplier'>): string {
  if (error instanceof RequestError && error.kind === 'http') {
    return error.status ? t('common.serverFailed', { status: error.status }) : t('common.loadFailed');
  }
  return error instanceof Error && error.message ? error.message : t('common.loadFailed');
}
