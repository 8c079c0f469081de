import { useSyncExternalStore } from 'react';

export interface PwaState {
  /** A new version is installed and waiting, or another tab already switched to it. */
  updateReady: boolean;
  /** 'Update' was pressed: drafts are being saved before the reload. */
  updating: boolean;
  /** The browser offered installation (beforeinstallprompt) and the app is not installed. */
  installable: boolean;
}

let state: PwaState = { updateReady: false, updating: false, installable: false };
const listeners = new Set<() => void>();

/** Module-level store: registration happens once, outside React, and components read it. */
export const pwaState = {
  get: (): PwaState => state,
  set(patch: Partial<PwaState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePwaState(): PwaState {
  return useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
}
