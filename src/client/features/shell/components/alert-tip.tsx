import { lazy, Suspense, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { withLaterRecipes } from '@/client/ui/system';
import { alertState } from '../store/alert-store';

// The dialog machinery loads with the first alert, not with the shell; once loaded it stays mounted.
const AlertTipDialog = lazy(() =>
  withLaterRecipes(() => import('./alert-tip-dialog')).then((m) => ({ default: m.AlertTipDialog })),
);

/** Where alertTip() shows: nothing until the first alert is queued. */
export function AlertTip() {
  const { queue } = useSnapshot(alertState);
  const needed = useRef(false);
  if (queue.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <AlertTipDialog />
    </Suspense>
  );
}
