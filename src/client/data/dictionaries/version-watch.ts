import { onResponseHeaders } from '@/client/lib/api-client';
import { DICTIONARY_VERSION_HEADER } from '@/shared/contracts/dictionaries-paths';

// Kept apart from the store so app start does not load Dexie: the store subscribes when it loads and
// takes the version announced so far.
let announced = 0;
const subscribers = new Set<(version: number) => void>();

/** The version header as a number, or undefined when absent or not a positive integer. */
export function versionFromHeaders(headers: Pick<Headers, 'get'>): number | undefined {
  const text = headers.get(DICTIONARY_VERSION_HEADER);
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  const version = Number(text);
  return version > 0 ? version : undefined;
}

/** The newest dictionary version any answer carried since the page started (0: none yet). */
export function announcedDictionaryVersion(): number {
  return announced;
}

export function onDictionaryVersion(subscriber: (version: number) => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function announceDictionaryVersion(version: number): void {
  announced = Math.max(announced, version);
  for (const subscriber of subscribers) subscriber(version);
}

/**
 * From app start, every answer of the request layer tells the dictionary store the server's version:
 * an administrator's change reaches this tab with its next call, also the first one after going offline.
 */
export function watchDictionaryVersion(): () => void {
  return onResponseHeaders((headers) => {
    const version = versionFromHeaders(headers);
    if (version !== undefined) announceDictionaryVersion(version);
  });
}
