/**
 * Tabs of one browser tell each other about a draft they share (same user, same draft key): that they
 * have it open, that they saved or discarded it, and asks to come to the front. Nothing is stored here;
 * the draft row in IndexedDB stays the truth and a message only says "read it again".
 */

const CHANNEL = 'bidline-drafts';
/** How often an open form says it is still there, and when a silent one (a killed tab) stops counting. */
export const PEER_HEARTBEAT_MS = 4000;
export const PEER_EXPIRY_MS = 10_000;

type Kind = 'open' | 'here' | 'closed' | 'saved' | 'discarded' | 'focus';

interface DraftMessage {
  kind: Kind;
  /** The sending tab's form instance. */
  from: string;
  userId: string;
  draftKey: string;
  /** For 'focus': the instance asked to come forward. */
  to?: string;
}

export interface DraftPeers {
  /** Other open instances of this form (other tabs), newest first. */
  readonly peers: string[];
  saved(): void;
  discarded(): void;
  /** Asks another tab to come forward (browsers may refuse it focus; it then marks its title). */
  callPeer(peer: string): void;
  close(): void;
}

export interface DraftPeerEvents {
  onPeers(peers: string[]): void;
  onChanged(kind: 'saved' | 'discarded'): void;
  onCalled(): void;
}

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

const randomId = () => Math.random().toString(36).slice(2) + Date.now().toString(36);

/** Joins the tabs sharing the draft; without BroadcastChannel the form works alone. */
export function joinDraftPeers(userId: string, draftKey: string, events: DraftPeerEvents): DraftPeers {
  const self = randomId();
  const seen = new Map<string, number>();
  let channel: ChannelLike | null = null;
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  } catch {
    channel = null;
  }
  const post = (kind: Kind, to?: string) =>
    channel?.postMessage({
      kind,
      from: self,
      userId,
      draftKey,
      ...(to ? { to } : {}),
    } satisfies DraftMessage);
  const list = () => [...seen.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const report = () => events.onPeers(list());

  const prune = () => {
    const before = seen.size;
    for (const [id, at] of seen) if (Date.now() - at > PEER_EXPIRY_MS) seen.delete(id);
    if (seen.size !== before) report();
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const message = event.data as DraftMessage;
      if (message?.userId !== userId || message.draftKey !== draftKey || message.from === self) return;
      if (message.kind === 'closed') {
        if (seen.delete(message.from)) report();
        return;
      }
      if (message.kind === 'focus') {
        if (message.to === self) events.onCalled();
        return;
      }
      const isNew = !seen.has(message.from);
      seen.set(message.from, Date.now());
      if (isNew) report();
      if (message.kind === 'open') post('here');
      if (message.kind === 'saved' || message.kind === 'discarded') events.onChanged(message.kind);
    };
    post('open');
  }
  const heartbeat = channel
    ? setInterval(() => {
        post('here');
        prune();
      }, PEER_HEARTBEAT_MS)
    : undefined;

  return {
    get peers() {
      return list();
    },
    saved: () => post('saved'),
    discarded: () => post('discarded'),
    callPeer: (peer) => post('focus', peer),
    close() {
      clearInterval(heartbeat);
      post('closed');
      channel?.close();
      channel = null;
    },
  };
}
