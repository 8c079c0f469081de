import { describe, expect, it } from 'vitest';
import { mergeMessages, type ViewMessage } from '@/client/features/chat/lib/merge-messages';

const msg = (id: string, timestamp: number, extra: Partial<ViewMessage> = {}): ViewMessage => ({
  id,
  chatId: 'a:b',
  type: 0,
  chatType: 0,
  fromId: 'a',
  toId: 'b',
  messageType: '0',
  content: id,
  extend: null,
  aiTag: null,
  timestamp,
  createdAt: new Date(timestamp).toISOString(),
  mine: false,
  ...extra,
});

describe('mergeMessages', () => {
  it('ignores ids already shown and keeps time order', () => {
    const merged = mergeMessages([msg('1', 10), msg('3', 30)], [msg('2', 20), msg('1', 10), msg('3', 30)]);
    expect(merged.map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it("orders messages of the same millisecond by the server's sequence, whatever order they came in", () => {
    // E.g. kept history read back from Dexie, whose index does not know the server's order.
    const merged = mergeMessages(
      [],
      [
        msg('c', 5, { seq: 12 }),
        msg('a', 5, { seq: 10 }),
        msg('p', 5, { pending: true }),
        msg('b', 5, { seq: 11 }),
      ],
    );
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c', 'p']);
  });

  it('keeps arrival order for equal times', () => {
    const merged = mergeMessages([msg('x', 5)], [msg('b', 5), msg('a', 5)]);
    expect(merged.map((m) => m.id)).toEqual(['x', 'b', 'a']);
  });

  it('replaces the pending message by its acknowledgement', () => {
    const pending = msg('c1', 100, { clientId: 'c1', pending: true, mine: true });
    const merged = mergeMessages([msg('1', 10), pending], [msg('m9', 120, { clientId: 'c1', mine: true })]);
    expect(merged.map((m) => [m.id, m.pending ?? false])).toEqual([
      ['1', false],
      ['m9', false],
    ]);
  });

  it('drops the pending copy when the stored message was already loaded from history', () => {
    const pending = msg('c1', 100, { clientId: 'c1', pending: true, mine: true });
    const merged = mergeMessages([msg('m9', 120), pending], [msg('m9', 120, { clientId: 'c1', mine: true })]);
    expect(merged.map((m) => m.id)).toEqual(['m9']);
  });

  it('keeps at most the newest 100', () => {
    const many = Array.from({ length: 130 }, (_, i) => msg(String(i), i));
    const merged = mergeMessages([], many);
    expect(merged).toHaveLength(100);
    expect(merged[0]?.id).toBe('30');
  });
});
