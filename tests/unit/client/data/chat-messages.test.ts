import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getChatMessages, putChatMessages } from '@/client/data/chat-messages';
import { closeDb } from '@/client/data/db';
import { freshDb } from './data-helpers';

interface Msg {
  id: string | number;
  timestamp: number;
  text: string;
}

const msg = (id: number, timestamp = id, text = `m${id}`): Msg => ({ id, timestamp, text });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));

beforeEach(() => freshDb());
afterEach(() => closeDb());

describe('putChatMessages', () => {
  it('keeps the newest 100 messages of a chat by timestamp', async () => {
    await putChatMessages('h', 'u1', 'c1', range(1, 80));
    await putChatMessages('h', 'u1', 'c1', range(81, 130));
    const kept = await getChatMessages<Msg>('h', 'u1', 'c1');
    expect(kept).toHaveLength(100);
    expect(kept[0]?.id).toBe(31);
    expect(kept.at(-1)?.id).toBe(130);
  });

  it('drops old history loaded after newer messages instead of keeping it', async () => {
    await putChatMessages('h', 'u1', 'c1', range(101, 200));
    await putChatMessages('h', 'u1', 'c1', range(1, 50));
    const kept = await getChatMessages<Msg>('h', 'u1', 'c1');
    expect(kept.map((m) => m.id)).toEqual(range(101, 200).map((m) => m.id));
  });

  it('ignores ids already stored and duplicates within a batch', async () => {
    await putChatMessages('h', 'u1', 'c1', [msg(1, 1, 'first')]);
    await putChatMessages('h', 'u1', 'c1', [msg(1, 1, 'again'), msg(2, 2, 'two'), msg(2, 2, 'two again')]);
    const kept = await getChatMessages<Msg>('h', 'u1', 'c1');
    expect(kept.map((m) => m.text)).toEqual(['first', 'two']);
  });

  it('treats numeric and string ids alike', async () => {
    await putChatMessages('h', 'u1', 'c1', [{ id: 7, timestamp: 1, text: 'n' }]);
    await putChatMessages('h', 'u1', 'c1', [{ id: '7', timestamp: 1, text: 's' }]);
    expect(await getChatMessages('h', 'u1', 'c1')).toHaveLength(1);
  });

  it('keeps chats apart per host, per user and per chat', async () => {
    await putChatMessages('h', 'u1', 'c1', range(1, 100));
    await putChatMessages('h', 'u1', 'c2', [msg(1)]);
    await putChatMessages('h', 'u2', 'c1', [msg(1)]);
    await putChatMessages('other-host', 'u1', 'c1', [msg(1)]);
    expect(await getChatMessages('h', 'u1', 'c1')).toHaveLength(100);
    expect(await getChatMessages('h', 'u1', 'c2')).toHaveLength(1);
    expect(await getChatMessages('h', 'u2', 'c1')).toHaveLength(1);
    expect(await getChatMessages('other-host', 'u1', 'c1')).toHaveLength(1);
    expect(await getChatMessages('h', 'u3', 'c1')).toEqual([]);
  });
});
