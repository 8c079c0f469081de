import type { NotificationVars } from '@/shared/contracts/notifications';
import { formatDateTime } from '@/shared/format/time';

/** ISO instants in a notification's variables (deadlines, a moved quote end) read as local date-times. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

export function shownVars(vars: NotificationVars): NotificationVars {
  return Object.fromEntries(
    Object.entries(vars).map(([key, value]) => [
      key,
      typeof value === 'string' && ISO_INSTANT.test(value) ? formatDateTime(value) : value,
    ]),
  );
}
