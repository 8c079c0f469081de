// The opened screen (issue 18): the live opening record on a bare signed-in screen (/opened/openedScreen),
// bidders' confirmations and disputes, and the confirmation badge the buyer's opening record shows.
import { lazy } from 'react';

export { openedScreenHref } from '@/shared/contracts/opened-screen';
export { ConfirmationBadge } from './components/confirmation-badge';
export { useOpenedConfirmations } from './hooks/use-opened-confirmations';

/** The screen, loaded with its route (its hooks hold the chat socket). */
export const OpenedScreenPage = lazy(() =>
  import('./components/opened-screen-page').then((m) => ({ default: m.OpenedScreenPage })),
);
