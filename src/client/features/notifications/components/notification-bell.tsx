import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useFirstScreenShown } from '@/client/lib/use-first-screen-shown';
import { BellButton } from './bell-button';

// The count, the live socket and the drawer load once the first screen has rendered; until then the
// bell opens the full list.
const NotificationBellLive = lazy(() =>
  import('./notification-bell-live').then((m) => ({ default: m.NotificationBellLive })),
);

/** The shell's notification bell: unread count, live updates, the latest in a drawer. */
export function NotificationBell() {
  const shown = useFirstScreenShown();
  const navigate = useNavigate();
  const plain = <BellButton unread={0} onClick={() => void navigate({ to: '/notifications' })} />;
  if (!shown) return plain;
  return (
    <Suspense fallback={plain}>
      <NotificationBellLive />
    </Suspense>
  );
}
