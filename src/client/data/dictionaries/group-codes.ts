import { i18next } from '@/client/lib/i18n';
import { toaster } from '@/client/ui/toaster';
import { VALIDATION_MESSAGES } from '@/shared/validation/messages';
import { dictionaryGroupCodesSchema } from '@/shared/validation/rules';

/** Thrown instead of calling the server when the group codes are not an array of strings (spec 5). */
export class DictionaryGroupArrayError extends Error {
  readonly messageKey = VALIDATION_MESSAGES.dictionaryGroupArray;

  constructor() {
    super('The dictionary type must be an array');
    this.name = 'DictionaryGroupArrayError';
  }
}

/** Spec 5 warning: shown as a Tip toast, because the caller made a programming mistake the user can see. */
export function warnGroupArray(): void {
  toaster.create({
    type: 'warning',
    title: i18next.t('dict:tip'),
    description: i18next.t(VALIDATION_MESSAGES.dictionaryGroupArray),
    closable: true,
    duration: 5000,
  });
}

/**
 * Guards every path to the server: callers in plain JS or with data from elsewhere can still pass a
 * single string. Warns and throws rather than wrapping it, as the original platform does.
 */
export function assertGroupCodeArray(value: unknown, warn: () => void = warnGroupArray): string[] {
  const parsed = dictionaryGroupCodesSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  warn();
  throw new DictionaryGroupArrayError();
}
