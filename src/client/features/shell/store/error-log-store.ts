import { proxy } from 'valtio';

export interface RuntimeErrorEntry {
  message: string;
  stack: string | undefined;
  /** Where it was caught: a component stack, 'window.error', 'unhandledrejection', 'vite:preloadError'. */
  info: string;
  at: number;
}

/** The newest errors are enough to report a problem; older ones are dropped. */
export const ERROR_LOG_LIMIT = 50;

/** Spec 8: runtime errors are logged into a store log. */
export const errorLogState = proxy<{ entries: RuntimeErrorEntry[] }>({ entries: [] });

export function describeError(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: undefined };
  } catch {
    return { message: String(error), stack: undefined };
  }
}

export function logRuntimeError(error: unknown, info: string): void {
  const { message, stack } = describeError(error);
  errorLogState.entries.push({ message, stack, info, at: Date.now() });
  if (errorLogState.entries.length > ERROR_LOG_LIMIT) errorLogState.entries.shift();
}

/** A lazy page's code or one of its files could not be fetched (offline, or replaced by a new release). */
export function isChunkLoadError(error: unknown): boolean {
  const { message } = describeError(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
    message,
  );
}

let installed = false;

/**
 * Window-level errors (outside React's render) and lazy-page load failures. Vite fires
 * vite:preloadError and rethrows the error unless the event is cancelled; it is never cancelled, so
 * the page's import rejects and its error screen offers a reload.
 */
export function installRuntimeErrorListeners(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event) => {
    logRuntimeError(event.error ?? event.message, 'window.error');
  });
  target.addEventListener('unhandledrejection', (event) => {
    logRuntimeError(event.reason, 'unhandledrejection');
  });
  target.addEventListener('vite:preloadError', (event) => {
    logRuntimeError((event as Event & { payload?: unknown }).payload, 'vite:preloadError');
  });
}
