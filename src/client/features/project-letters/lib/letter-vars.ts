import type { LetterVars } from '@/shared/contracts/project-letters';
import { formatDateTime } from '@/shared/format/time';

/** ISO instants in a letter's variables (deadlines, new quote ends) read as local date-times. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
export function shownVars(vars: LetterVars): LetterVars {
  return Object.fromEntries(
    Object.entries(vars).map(([key, value]) => [
      key,
      typeof value === 'string' && ISO_INSTANT.test(value) ? formatDateTime(value) : value,
    ]),
  );
}
