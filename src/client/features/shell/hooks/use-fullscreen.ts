import { useEffect, useState } from 'react';

/** The Fullscreen API on the whole page; `supported` is false where the browser forbids it. */
export function useFullscreen() {
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // Refused (no user gesture, or an iframe without permission): the page simply stays as it is.
    }
  };
  return { supported: document.fullscreenEnabled !== false, active, toggle };
}
