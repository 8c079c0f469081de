import { type ReactElement, Suspense } from 'react';
import { useFirstScreenShown } from '@/client/lib/use-first-screen-shown';
import { LazyTooltip } from './deferred-popup';

/** A tooltip with the product's delay (spec 9) for controls that show only an icon. */
export function ShellTooltip({ label, children }: { label: string; children: ReactElement }) {
  // Hover help only: until its code has loaded after the first screen, the control is shown without it.
  const shown = useFirstScreenShown();
  if (!shown) return children;
  return (
    <Suspense fallback={children}>
      <LazyTooltip label={label}>{children}</LazyTooltip>
    </Suspense>
  );
}
