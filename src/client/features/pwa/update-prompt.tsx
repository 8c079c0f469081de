import { lazy, Suspense } from 'react';
import { usePwaState } from './pwa-state';

// The panel and the registration's update calls load only once a new version is waiting, which the
// registration (started after the first screen, main.tsx) is the only one to report.
const UpdatePanel = lazy(() => import('./update-panel').then((m) => ({ default: m.UpdatePanel })));

/** Shows the offer of a new version when there is one. */
export function UpdatePrompt() {
  const { updateReady, updating } = usePwaState();
  if (!updateReady && !updating) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePanel updating={updating} />
    </Suspense>
  );
}
