import { proxy, subscribe } from 'valtio';
import { storageKey } from '@/shared/codes/constants';

const TOP_MENU_KEY = storageKey('topMenu');

function stored(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(TOP_MENU_KEY) || null;
  } catch {
    return null;
  }
}

/** The chosen top menu entry (null: Home, the whole tree in the sidebar); kept across a reload. */
export const topMenuState = proxy<{ topId: string | null }>({ topId: stored() });

export function chooseTopMenu(topId: string | null): void {
  topMenuState.topId = topId;
}

subscribe(topMenuState, () => {
  try {
    if (topMenuState.topId) sessionStorage.setItem(TOP_MENU_KEY, topMenuState.topId);
    else sessionStorage.removeItem(TOP_MENU_KEY);
  } catch {
    // The choice then lasts as long as the page.
  }
});
