import type { TFunction } from 'i18next';
import { CHAT_TIME_I18N_KEYS, chatTimeDisplay } from '@/shared/format/time';

/** 'just now', 'n minutes ago', ... or the full date-time (spec 4). */
export function chatTimeLabel(t: TFunction, timestamp: number, now: number): string {
  const shown = chatTimeDisplay(timestamp, now);
  if (shown.key === 'full') return shown.text ?? '';
  return t(CHAT_TIME_I18N_KEYS[shown.key], shown.count === undefined ? {} : { count: shown.count });
}
