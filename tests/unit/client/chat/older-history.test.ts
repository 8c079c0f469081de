import { beforeEach, describe, expect, it } from 'vitest';
import type { ViewMessage } from '@/client/features/chat/lib/merge-messages';
import {
  combineHistory,
  keepDropped,
  oldestStoredId,
  prependPage,
} from '@/client/features/chat/lib/older-history';
import {
  addMessages,
  addOlderPage,
  chatState,
  resetChatState,
} from '@/client/features/chat/store/chat-store';
import { CHAT_LIMITS } from '@/shared/codes/constants';

const msg = (n: number, extra: Partial<ViewMessage> = {}): ViewMessage => ({
  id: `m${n}`,
  chatId: 'a:b',
  type: 0,
  chatType: 0,
  fromId: 'b',
  toId: 'a',
  messageType: '0',
  content: `n${n}`,
  extend: null,
  aiTag: null,
  timestamp: 1_000 + n,
  createdAt: new Date(1_000 + n).toISOString(),
  mine: false,
  ...extra,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => msg(from + k));
const ids = (list: readonly ViewMessage[]) => list.map((m) => m.id);

beforeEach(() => resetChatState());

describe('older history (beyond the kept 100)', () => {
  it('puts a page (newest first) ahead, oldest first, without ids already shown', () => {
    const shown = range(101, 200);
    const page = [...range(2, 101)].reverse(); // m101 is shown already
    const older = prependPage([], shown, page);
    expect(ids(older)).toEqual(ids(range(2, 100)));
    const next = prependPage(older, shown, [msg(1), msg(50)]);
    expect(ids(next)).toEqual(ids(range(1, 100)));
  });

  it('shows older pages before the kept list, each id once', () => {
    expect(combineHistory(undefined, range(1, 3))).toEqual(range(1, 3));
    expect(ids(combineHistory([msg(1), msg(2), msg(3)], range(3, 4)))).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('pages back from the oldest message the server knows', () => {
    const pending = msg(0, { id: 'c-1', pending: true });
    const failed = msg(0, { id: 'c-2', failed: 'no' });
    expect(oldestStoredId([pending, failed, msg(5), msg(6)])).toBe('m5');
    expect(oldestStoredId([pending])).toBeUndefined();
  });

  it('keeps messages that fall off the kept 100 in the older list', () => {
    const before = range(1, 100);
    const after = range(3, 102);
    expect(ids(keepDropped([msg(0)], before, after))).toEqual(['m0', 'm1', 'm2']);
    // Our own pending ones are not history.
    expect(ids(keepDropped([], [msg(0, { id: 'c', pending: true }), ...before.slice(1)], after))).toEqual([
      'm2',
    ]);
  });

  it('in the store: the kept list stays at 100 while older pages and new messages join without gaps', () => {
    addMessages('a:b', range(151, 250));
    addOlderPage('a:b', [...range(51, 150)].reverse(), false);
    expect(chatState.messages['a:b']).toHaveLength(CHAT_LIMITS.MESSAGES_PER_CHAT);
    expect(chatState.history['a:b']).toEqual({ loading: false, done: false });
    addMessages('a:b', [msg(251), msg(252)]);
    expect(chatState.messages['a:b']).toHaveLength(CHAT_LIMITS.MESSAGES_PER_CHAT);
    const all = combineHistory(chatState.older['a:b'], chatState.messages['a:b'] ?? []);
    expect(ids(all)).toEqual(ids(range(51, 252)));
    addOlderPage('a:b', [...range(1, 50)].reverse(), true);
    const whole = combineHistory(chatState.older['a:b'], chatState.messages['a:b'] ?? []);
    expect(ids(whole)).toEqual(ids(range(1, 252)));
    expect(new Set(ids(whole)).size).toBe(252);
    expect(chatState.history['a:b']?.done).toBe(true);
  });
});
