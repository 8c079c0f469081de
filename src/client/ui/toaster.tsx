import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useFirstScreenShown } from '@/client/lib/use-first-screen-shown';
import { withLaterRecipes } from './system';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

// The toasts' code (zag's toast machines) is not part of the first screen: it loads once that has
// rendered, or with the first toast. A toast asked for before then waits in the toaster's store and
// shows when the list mounts.
const view = () => withLaterRecipes(() => import('./toaster-view'));
const ToasterView = lazy(() => view().then((m) => ({ default: m.ToasterView })));

let wanted = false;
const listeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toaster = {
  create(options: ToastOptions): void {
    want();
    void view().then((m) => m.toaster.create(options));
  },
};

export function notifyError(message: string, options: { closable: boolean }): void {
  toaster.create({
    type: 'error',
    description: message,
    closable: options.closable,
    // A non-closable toast stays until the page changes: the user must not miss a forced sign-out.
    duration: options.closable ? 5000 : Number.POSITIVE_INFINITY,
  });
}

export function notifySuccess(message: string): void {
  want();
  void view().then((m) =>
    m.successToaster.create({ type: 'success', description: message, closable: true, duration: 3000 }),
  );
}

export function Toaster() {
  const shown = useFirstScreenShown();
  const asked = useSyncExternalStore(subscribe, () => wanted);
  if (!shown && !asked) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
