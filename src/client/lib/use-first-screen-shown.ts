import { useEffect, useState } from 'react';
import { afterFirstScreen, firstScreenShown } from './first-screen';

/** True once the first screen has rendered (at once where nothing holds the gate, as in tests). */
export function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(firstScreenShown);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) setShown(true);
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}
