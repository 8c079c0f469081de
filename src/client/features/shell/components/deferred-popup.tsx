import { lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { useFirstScreenShown } from '@/client/lib/use-first-screen-shown';
import { withLaterRecipes } from '@/client/ui/system';
import type { PopupRequest } from './popup-request';

/**
 * The shell's menus and tooltips (zag's menu, tooltip and floating-ui: ~25 KB gz) are not part of the
 * first screen: until it has rendered, or until their code has arrived, the bare control is shown, and
 * one the user reaches for in that moment opens as soon as its popup has loaded (`request`).
 */
export function DeferredPopup({
  bare,
  full,
}: {
  bare: (request: (request: PopupRequest) => void) => ReactElement;
  full: (requested: PopupRequest | null) => ReactNode;
}) {
  const shown = useFirstScreenShown();
  const [requested, setRequested] = useState<PopupRequest | null>(null);
  const fallback = bare(setRequested);
  if (!shown && !requested) return fallback;
  return <Suspense fallback={fallback}>{full(requested)}</Suspense>;
}

const popups = () => withLaterRecipes(() => import('./shell-popups'));
export const LazyTooltip = lazy(() => popups().then((m) => ({ default: m.PopupTooltip })));
export const LazyActionMenu = lazy(() => popups().then((m) => ({ default: m.ActionMenu })));
export const LazyChoiceMenu = lazy(() => popups().then((m) => ({ default: m.ChoiceMenu })));
export const LazyLinkMenu = lazy(() => popups().then((m) => ({ default: m.LinkMenu })));
