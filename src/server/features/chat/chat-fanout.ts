import type { GroupMembers, GroupMembersCache } from './group-members';

/** One open websocket of a user in this process. */
export interface ChatConnection {
  id: string;
  userId: string;
  /** The session whose token opened the socket. */
  sessionId?: string | null;
  send(text: string): void;
  /** Checks the socket's session again and closes the socket when it has ended; true while it lives. */
  recheck?(): Promise<boolean>;
}

/** A frame (JSON text, serialised once) for every socket of these users, except the one it came from. */
export interface ChatDelivery {
  userIds: readonly string[];
  text: string;
  exceptConnectionId?: string;
}

/**
 * A stored group message: `text` goes to the group's members, as held in memory where their sockets
 * are, who read the group after `seq` (history_from_seq); the sender's other sockets get `ownText`.
 */
export interface ChatGroupDelivery {
  groupId: string;
  seq: number;
  senderId: string;
  text: string;
  ownText: string;
  exceptConnectionId?: string;
}

interface FanoutLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Sends frames to this process's sockets (the chat hub's registry userId -> sockets), in the order
 * the hub hands them over: straight from a send without Redis, from the Redis channel with it.
 */
export function createLocalFanout(deps: {
  sockets: ReadonlyMap<string, ReadonlyMap<string, ChatConnection>>;
  groupMembers?: GroupMembersCache;
  logger?: () => FanoutLogger | undefined;
}) {
  const { sockets } = deps;

  const sendTo = (connections: Iterable<ChatConnection>, text: string, except?: string) => {
    for (const connection of connections) {
      if (connection.id === except) continue;
      try {
        connection.send(text);
      } catch (error) {
        deps.logger?.()?.warn({ err: error, userId: connection.userId }, 'chat frame not sent');
      }
    }
  };

  const serveDeliveries = (deliveries: readonly ChatDelivery[]) => {
    for (const d of deliveries) {
      for (const userId of d.userIds) {
        const mine = sockets.get(userId);
        if (mine) sendTo(mine.values(), d.text, d.exceptConnectionId);
      }
    }
  };

  const serveGroup = (d: ChatGroupDelivery, members: GroupMembers) => {
    const reads = (userId: string) => {
      const from = members.get(userId);
      return from !== undefined && from < d.seq && userId !== d.senderId;
    };
    // Whichever is smaller: the group's members or the users with a socket here.
    if (members.size <= sockets.size) {
      for (const userId of members.keys()) {
        const mine = sockets.get(userId);
        if (mine && reads(userId)) sendTo(mine.values(), d.text);
      }
    } else {
      for (const [userId, mine] of sockets) if (reads(userId)) sendTo(mine.values(), d.text);
    }
    const own = sockets.get(d.senderId);
    if (own) sendTo(own.values(), d.ownText, d.exceptConnectionId);
  };

  /**
   * Serves in arrival order. A group whose members are held is served at once; one that must be
   * loaded first holds back what comes after it, so every socket gets frames in the order sent.
   */
  let backlog: Promise<void> | undefined;
  let waiting = 0;
  const serveGroupNow = (d: ChatGroupDelivery): Promise<void> | undefined => {
    const members = deps.groupMembers?.get(d.groupId);
    if (!members) return undefined;
    if (!(members instanceof Promise)) {
      serveGroup(d, members);
      return undefined;
    }
    return members.then(
      (loaded) => serveGroup(d, loaded),
      (error: unknown) => {
        // Stored all the same: the members get it with the unread push on their next ready.
        deps.logger?.()?.warn({ err: error, groupId: d.groupId }, 'chat group members not loaded');
      },
    );
  };
  const inOrder = (serve: () => Promise<void> | undefined) => {
    const run = backlog ? backlog.then(serve) : serve();
    if (!run) return;
    waiting += 1;
    backlog = run
      .catch((error: unknown) => deps.logger?.()?.warn({ err: error }, 'chat delivery failed'))
      .finally(() => {
        waiting -= 1;
        if (waiting === 0) backlog = undefined;
      });
  };
  return {
    serve(message: { deliveries: readonly ChatDelivery[] } | { group: ChatGroupDelivery }) {
      inOrder(() => {
        if ('group' in message) return serveGroupNow(message.group);
        serveDeliveries(message.deliveries);
        return undefined;
      });
    },
  };
}
