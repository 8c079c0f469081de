import { useSyncExternalStore } from 'react';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@/shared/rules/business-zone';

/**
 * The business time zone as the server last told it (getTime answers carry it), kept on the device so
 * an offline start enters and shows deadlines in the same zone. Free of dayjs: the clock that feeds it
 * starts with the first screen.
 */
const STORAGE_KEY = 'bidline.businessTimeZone';
const listeners = new Set<() => void>();

function stored(): string | undefined {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY) ?? undefined;
    return value && isTimeZone(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let current: string = stored() ?? DEFAULT_BUSINESS_TIME_ZONE;

export function businessZone(): string {
  return current;
}

/** Takes the server's zone; an unknown name (an older or broken server) leaves the current one. */
export function setBusinessZone(zone: string | undefined): void {
  if (!zone || zone === current || !isTimeZone(zone)) return;
  current = zone;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, zone);
  } catch {
    // Private mode or a full quota: the zone still holds for this session.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The business zone, re-rendering when the server tells a different one. */
export function useBusinessZone(): string {
  return useSyncExternalStore(subscribe, businessZone, businessZone);
}
