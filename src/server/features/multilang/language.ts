import { isLanguage } from '@/shared/codes/constants';
import type { Language } from '../../lib/translate';

/**
 * The language a body asks for ('en', 'en-US', 'EN'), or the request's langCode when the body names
 * none or one the platform does not have.
 */
export function pickLanguage(requested: string | null | undefined, fallback: Language): Language {
  const base = typeof requested === 'string' ? requested.trim().toLowerCase().slice(0, 2) : '';
  return isLanguage(base) ? base : fallback;
}
