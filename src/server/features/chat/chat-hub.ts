import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  type ChatConnection,
  type ChatDelivery,
  type ChatGroupDelivery,
  createLocalFanout,
} from './chat-fanout';
import type { GroupMembersCache } from './group-members';

/** Sessions that were ended, by session or by user (the sockets of the users' ended sessions). */
export type ChatSessionsEnded = { sessionIds: readonly string[] } | { userIds: readonly string[] };

export interface ChatHubLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface ChatHubOptions {
  /** With it, deliveries go through Redis pub/sub so every process serves its own sockets. */
  redisUrl?: string;
  channel?: string;
  logger?: () => ChatHubLogger | undefined;
  /** A group's members (group-members.ts); the hub forgets changed groups in every process. */
  groupMembers?: GroupMembersCache;
}

export interface ChatHub {
  add(connection: ChatConnection): void;
  remove(connection: ChatConnection): void;
  /** Open sockets of the user in this process. */
  connectionsOf(userId: string): ChatConnection[];
  /** Never rejects; with Redis it settles once published, so callers need not wait for it. */
  deliver(deliveries: readonly ChatDelivery[]): Promise<void>;
  /** A group message to its members' sockets in every process; never rejects, like deliver. */
  deliverToGroup(delivery: ChatGroupDelivery): Promise<void>;
  /**
   * These groups' members changed: forgotten here at once and, with Redis, in every other process
   * when the notice arrives, in order with the deliveries on the same channel. Settles once
   * published; never rejects.
   */
  groupsChanged(groupIds: readonly string[]): Promise<void>;
  /**
   * Closes the sockets of ended sessions in every process (through Redis when configured). The event
   * may come before the ending commits, so each socket's session is checked again, a few times over
   * about two seconds, and only a socket whose session is really gone is closed. Never rejects.
   */
  endSessions(ended: ChatSessionsEnded): Promise<void>;
  /** Resolves once deliveries from other processes can arrive (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_CHANNEL = 'bidline:chat:deliver';
/** When a socket of an ended session is checked again: the ending may not have committed yet. */
const RECHECK_DELAYS_MS = [0, 100, 250, 500, 1000, 2000];

type BusMessage =
  | { deliveries: readonly ChatDelivery[] }
  | { group: ChatGroupDelivery }
  | { groupsChanged: readonly string[]; from: string }
  | { ended: ChatSessionsEnded; from: string };

/**
 * The per-process registry userId -> sockets. Without Redis a delivery is served locally; with
 * Redis it is published, and every process (this one included) serves its own sockets when the
 * publication comes back, so each socket gets each frame exactly once.
 */
export function createChatHub(options: ChatHubOptions = {}): ChatHub {
  const sockets = new Map<string, Map<string, ChatConnection>>();
  const channel = options.channel ?? DEFAULT_CHANNEL;

  const fanout = createLocalFanout({ sockets, groupMembers: options.groupMembers, logger: options.logger });
  const serveLocally = (message: Exclude<BusMessage, { ended: ChatSessionsEnded }>) => {
    if ('groupsChanged' in message) {
      // Forgotten at once even while a delivery waits: a fresher membership only ever sends less
      // to someone removed, and a member added since is held to their history start by seq.
      if (message.from !== hubId) options.groupMembers?.invalidate(message.groupsChanged);
      return;
    }
    fanout.serve(message);
  };

  // Session ends and member changes are served at once where they happen; this tells the own
  // publication apart.
  const hubId = randomUUID();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const recheck = (connection: ChatConnection, attempt = 0) => {
    const delay = RECHECK_DELAYS_MS[attempt];
    if (delay === undefined || !connection.recheck) return;
    later(delay, () => {
      connection.recheck?.().then(
        (alive) => {
          if (alive) recheck(connection, attempt + 1);
        },
        (error) => {
          options.logger?.()?.warn({ err: error, userId: connection.userId }, 'chat session recheck failed');
          recheck(connection, attempt + 1);
        },
      );
    });
  };

  const endLocally = (ended: ChatSessionsEnded) => {
    const affected =
      'userIds' in ended
        ? ended.userIds.flatMap((userId) => [...(sockets.get(userId)?.values() ?? [])])
        : [...sockets.values()].flatMap((mine) =>
            [...mine.values()].filter((c) => c.sessionId && ended.sessionIds.includes(c.sessionId)),
          );
    for (const connection of affected) recheck(connection);
  };

  const publish = async (message: BusMessage, what: string) => {
    try {
      await publisher?.publish(channel, JSON.stringify(message));
    } catch (error) {
      options.logger?.()?.warn({ err: error }, what);
    }
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let subscribed: Promise<void> = Promise.resolve();
  if (options.redisUrl) {
    const watch = (client: Redis, role: string) => {
      let failing = false;
      client.on('error', (error) => {
        if (!failing) options.logger?.()?.warn({ err: error, role }, 'chat redis connection failed');
        failing = true;
      });
      client.on('ready', () => {
        if (failing) options.logger?.()?.info({ role }, 'chat redis connection restored');
        failing = false;
        // Notices of member changes sent while this subscriber was away are lost: read afresh.
        if (role === 'subscriber') options.groupMembers?.clear();
      });
      return client;
    };
    publisher = watch(new Redis(options.redisUrl), 'publisher');
    subscriber = watch(new Redis(options.redisUrl), 'subscriber');
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        const payload = JSON.parse(text) as BusMessage;
        if ('ended' in payload) {
          if (payload.from !== hubId) endLocally(payload.ended);
        } else serveLocally(payload);
      } catch (error) {
        options.logger?.()?.warn({ err: error }, 'chat redis message unreadable');
      }
    });
    subscribed = subscriber.subscribe(channel).then(() => undefined);
    // Awaited by ready(); a failure here is logged by the error handler and retried by ioredis.
    subscribed.catch(() => undefined);
  }

  return {
    add(connection) {
      let mine = sockets.get(connection.userId);
      if (!mine) {
        mine = new Map();
        sockets.set(connection.userId, mine);
      }
      mine.set(connection.id, connection);
    },

    remove(connection) {
      const mine = sockets.get(connection.userId);
      mine?.delete(connection.id);
      if (mine?.size === 0) sockets.delete(connection.userId);
    },

    connectionsOf(userId) {
      return [...(sockets.get(userId)?.values() ?? [])];
    },

    async deliver(deliveries) {
      if (deliveries.length === 0) return;
      if (!publisher) return serveLocally({ deliveries });
      // Not published: the messages are stored, recipients get them with the unread push on ready.
      await publish({ deliveries }, 'chat delivery not published');
    },

    async deliverToGroup(group) {
      if (!publisher) return serveLocally({ group });
      await publish({ group }, 'chat delivery not published');
    },

    async groupsChanged(groupIds) {
      options.groupMembers?.invalidate(groupIds);
      if (publisher)
        await publish({ groupsChanged: groupIds, from: hubId }, 'chat group change not published');
    },

    async endSessions(ended) {
      // Served here at once (Redis may be away); other processes hear it through the bus.
      endLocally(ended);
      if (publisher) await publish({ ended, from: hubId }, 'chat session end not published');
    },

    ready: () => subscribed,

    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      sockets.clear();
      await Promise.all(
        [publisher, subscriber].map(async (client) => {
          if (!client) return;
          if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
          else client.disconnect();
        }),
      );
    },
  };
}
