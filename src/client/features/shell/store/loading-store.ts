import { proxy } from 'valtio';

/** Route loaders shorter than this never show the overlay, so quick screens do not flicker. */
export const LOADING_DELAY_MS = 300;

/** Spec 9: the loading overlay; any code may show it, and it stays while anyone still needs it. */
export const loadingState = proxy<{ count: number; text: string | null }>({ count: 0, text: null });

/** Shows the overlay (with an already translated text, default 'Loading'); returns the hide function. */
export function showLoading(text?: string): () => void {
  loadingState.count += 1;
  loadingState.text = text ?? null;
  let hidden = false;
  return () => {
    if (hidden) return;
    hidden = true;
    loadingState.count = Math.max(0, loadingState.count - 1);
    if (loadingState.count === 0) loadingState.text = null;
  };
}

/** Keeps the overlay up while the work runs. */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>), text?: string): Promise<T> {
  const hide = showLoading(text);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hide();
  }
}
