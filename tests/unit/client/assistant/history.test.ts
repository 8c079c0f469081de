import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getChatMessages } from '@/client/data/chat-messages';
import { closeDb } from '@/client/data/db';
import {
  loadHistory,
  loadPending,
  questionEntry,
  saveEntries,
  savePending,
} from '@/client/features/assistant/api/history';
import { freshDb } from '../data/data-helpers';

beforeEach(() => freshDb());
afterEach(() => closeDb());

const answer = (id: string, timestamp: number) => ({
  id,
  mine: false,
  content: `answer ${id}`,
  timestamp,
  sources: [{ kind: 'help' as const, id: 'language', title: 'Change the language', route: '/home' }],
  found: true,
});

describe('assistant history on the device', () => {
  it('keeps each user’s conversation apart, per host, in server-time order', async () => {
    await saveEntries('host-a', 'u1', [questionEntry('q1', 99), answer('a1', 100)]);
    await saveEntries('host-a', 'u2', [questionEntry('secret', 50), answer('a2', 51)]);
    await saveEntries('host-b', 'u1', [answer('b1', 10)]);
    const mine = await loadHistory('host-a', 'u1');
    expect(mine.map((e) => e.content)).toEqual(['q1', 'answer a1']);
    expect(mine[1]?.sources?.[0]?.route).toBe('/home');
    expect((await loadHistory('host-a', 'u2')).map((e) => e.content)).toEqual(['secret', 'answer a2']);
    expect((await loadHistory('host-b', 'u1')).map((e) => e.id)).toEqual(['b1']);
  });

  it('never mixes with the user’s people chats', async () => {
    await saveEntries('h', 'u1', [answer('a1', 1)]);
    expect(await getChatMessages('h', 'u1', 'u1:u2')).toEqual([]);
  });

  it('keeps the unsent question per host and user', async () => {
    expect(await loadPending('h', 'u1')).toBe('');
    await savePending('h', 'u1', 'How do I sign in?');
    expect(await loadPending('h', 'u1')).toBe('How do I sign in?');
    expect(await loadPending('h', 'u2')).toBe('');
  });
});
