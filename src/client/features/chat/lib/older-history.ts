import type { ChatMessage } from '@/shared/contracts/chat-ws';
import type { ViewMessage } from './merge-messages';

/**
 * History older than the newest 100 lives in memory only (Dexie keeps 100 per chat): `older` holds
 * it, oldest first, ahead of the chat's kept list.
 */

/** What the list shows: the older pages, then the kept messages; an id appears once. */
export function combineHistory(
  older: readonly ViewMessage[] | undefined,
  kept: readonly ViewMessage[],
): readonly ViewMessage[] {
  if (!older || older.length === 0) return kept;
  const keptIds = new Set(kept.map((m) => m.id));
  return [...older.filter((m) => !keptIds.has(m.id)), ...kept];
}

/** The oldest message the server knows (not one of ours still pending or refused): the next cursor. */
export function oldestStoredId(shown: readonly ViewMessage[]): string | undefined {
  return shown.find((m) => !m.pending && !m.failed)?.id;
}

/**
 * Puts a page (newest first, as the server pages) ahead of the older messages, leaving out any id
 * already shown.
 */
export function prependPage(
  older: readonly ViewMessage[],
  shown: readonly ViewMessage[],
  page: readonly ChatMessage[],
): ViewMessage[] {
  const known = new Set([...older, ...shown].map((m) => m.id));
  const fresh: ViewMessage[] = [];
  for (const message of [...page].reverse()) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    fresh.push(message);
  }
  return [...fresh, ...older];
}

/**
 * Messages that fell off the front of the kept 100 while older pages are shown: they join the end of
 * the older list so the history stays without a gap.
 */
export function keepDropped(
  older: readonly ViewMessage[],
  before: readonly ViewMessage[],
  after: readonly ViewMessage[],
): ViewMessage[] {
  const remaining = new Set(after.map((m) => m.id));
  const known = new Set(older.map((m) => m.id));
  const dropped = before.filter((m) => !remaining.has(m.id) && !m.pending && !m.failed && !known.has(m.id));
  return dropped.length === 0 ? [...older] : [...older, ...dropped];
}
