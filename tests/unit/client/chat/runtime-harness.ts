import { vi } from 'vitest';
import { WS_CODE } from '@/shared/codes/constants';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { FakeSocket } from './fake-socket';

/** A chat user with only an id and a name. */
export const chatUser = (id: string): ChatUser => ({
  id,
  name: id.toUpperCase(),
  sex: null,
  mobile: null,
  email: null,
  deptId: null,
  deptName: null,
  avatar: null,
});

/**
 * For tests of the chat runtime: every socket it opens is a FakeSocket collected in `sockets`, and the
 * chat list and history calls (not under test) fail as if offline. Undo with vi.unstubAllGlobals().
 */
export function stubChatNetwork(sockets: FakeSocket[]): void {
  sockets.length = 0;
  vi.stubGlobal(
    'WebSocket',
    class extends FakeSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
}

/** The message frames written on any of the sockets, in order. */
export const sentMessages = <T>(sockets: readonly FakeSocket[]): T[] =>
  sockets.flatMap((s) => s.sent.filter((f) => f.code === WS_CODE.MESSAGE).map((f) => f.message as T));
