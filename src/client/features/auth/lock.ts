import { storageKey } from '@/shared/codes/constants';

// Spec 9: the lock password lives in session storage, so it dies with the tab and sign-out clears it.
// It guards an unattended screen, not an account, so it is kept as typed.
const PASSWORD_KEY = storageKey('lockPassword');
const LOCKED_KEY = storageKey('locked');
const RETURN_KEY = storageKey('lockReturn');

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function isLocked(): boolean {
  return read(LOCKED_KEY) === '1';
}

/** Locks the screen; `returnTo` is the address to reopen after unlocking. */
export function lockScreen(password: string, returnTo: string): void {
  sessionStorage.setItem(PASSWORD_KEY, password);
  sessionStorage.setItem(RETURN_KEY, returnTo);
  sessionStorage.setItem(LOCKED_KEY, '1');
}

/** Unlocks when the password matches; returns where to go, or undefined when it does not match. */
export function unlockScreen(password: string): string | undefined {
  if (!isLocked() || password !== read(PASSWORD_KEY)) return undefined;
  const returnTo = lockReturnPath();
  sessionStorage.removeItem(LOCKED_KEY);
  sessionStorage.removeItem(PASSWORD_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return returnTo;
}

/** Only an address of this app is reopened, never another site. */
export function lockReturnPath(): string {
  const target = read(RETURN_KEY);
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/lock')
    ? target
    : '/home';
}
