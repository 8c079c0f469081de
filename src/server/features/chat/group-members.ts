/** A group's members (state member), each with the seq after which they read its messages. */
export type GroupMembers = ReadonlyMap<string, number>;

export interface GroupMembersCache {
  /**
   * The group's members: at once (no promise) when held in memory, so a fan-out needs no query.
   * A load overtaken by a change of the group reads again, so no answer predates a change that was
   * made before it came.
   */
  get(groupId: string): GroupMembers | Promise<GroupMembers>;
  /** Forgets these groups (any change of their members: added, removed, left, group deleted). */
  invalidate(groupIds: readonly string[]): void;
  /** Forgets every group (notices of changes may have been missed while Redis was away). */
  clear(): void;
}

/** Groups held at most; the least recently used go first (each costs one entry per member). */
const MAX_GROUPS = 2000;

/**
 * Group membership kept in memory per process. Who invalidates: the groups service right after a
 * change commits, in this process at once and in the others through the chat hub's Redis channel
 * (chat-hub.ts), where the invalidation travels in order with the deliveries.
 */
export function createGroupMembersCache(
  load: (groupId: string) => Promise<GroupMembers>,
  maxGroups = MAX_GROUPS,
): GroupMembersCache {
  const held = new Map<string, GroupMembers>();
  const loading = new Map<string, Promise<GroupMembers>>();

  const fetch = (groupId: string): Promise<GroupMembers> => {
    const pending: Promise<GroupMembers> = load(groupId).then(
      (members) => {
        // Invalidated while loading: what was read may be from before the change.
        if (loading.get(groupId) !== pending) return get(groupId);
        loading.delete(groupId);
        held.set(groupId, members);
        if (held.size > maxGroups) held.delete(held.keys().next().value as string);
        return members;
      },
      (error: unknown) => {
        if (loading.get(groupId) === pending) loading.delete(groupId);
        throw error;
      },
    );
    loading.set(groupId, pending);
    return pending;
  };

  const get = (groupId: string): GroupMembers | Promise<GroupMembers> => {
    const members = held.get(groupId);
    if (members) {
      // Most recently used last, so eviction takes the coldest group.
      held.delete(groupId);
      held.set(groupId, members);
      return members;
    }
    return loading.get(groupId) ?? fetch(groupId);
  };

  return {
    get,
    invalidate(groupIds) {
      for (const id of groupIds) {
        held.delete(id);
        loading.delete(id);
      }
    },
    clear() {
      held.clear();
      loading.clear();
    },
  };
}
