import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb } from '@/client/data/db';
import { dexiePendingStore, pendingKey } from '@/client/features/chat/lib/pending-store';
import { freshDb } from '../data/data-helpers';
import { outgoing } from './ws-harness';

beforeEach(() => freshDb());
afterEach(() => closeDb());

describe('pending messages in Dexie', () => {
  it('keeps the list per host and user, in order', async () => {
    const mine = dexiePendingStore('bid.test', 'u1');
    expect(await mine.load()).toEqual([]);
    await mine.save([outgoing(1), outgoing(2)]);
    expect((await dexiePendingStore('bid.test', 'u1').load()).map((m) => m.clientId)).toEqual(['c1', 'c2']);
    expect(await dexiePendingStore('bid.test', 'u2').load()).toEqual([]);
    expect(await dexiePendingStore('other.test', 'u1').load()).toEqual([]);
    expect(pendingKey('bid.test', 'u1')).toBe('chat-pending:bid.test:u1');
  });
});
