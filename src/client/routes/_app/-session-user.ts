import { session } from '@/client/data/session';

// Not a route (the '-' prefix): the signed-in user as a route's loader sees it, outside React.

/** The signed-in user's id, or '' (a loader then starts none of the user's reads). */
export const userIdNow = (): string => session.userInfo?.id ?? '';
