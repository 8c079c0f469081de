import { proxy, subscribe } from 'valtio';
import { type RouteMeta, storageKey } from '@/shared/codes/constants';

/** Spec 3: an open tab. `fullPath` (path plus query) identifies it, so one screen may be open twice. */
export interface Tag {
  /** Route id, e.g. '/_app/home'. */
  name: string;
  path: string;
  fullPath: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  meta: RouteMeta;
}

export interface TabChange {
  tags: Tag[];
  /** Where to go after the change; absent when the shown page stays. */
  navigateTo?: string;
}

export const HOME_PATH = '/home';

export function isTabbable(meta: RouteMeta): boolean {
  return meta.isTab !== false;
}

/** Adds the page as a tab, or refreshes the tab already open for it where it stands. */
export function addTag(tags: readonly Tag[], tag: Tag): Tag[] {
  if (!isTabbable(tag.meta)) return [...tags];
  const index = tags.findIndex((t) => t.fullPath === tag.fullPath);
  if (index === -1) return [...tags, tag];
  return tags.map((t, i) => (i === index ? tag : t));
}

/** The last remaining tab cannot be closed. */
export function canCloseTags(tags: readonly Tag[]): boolean {
  return tags.length > 1;
}

/** Closing the active tab moves to the tab before it (or the new first one when it was first). */
export function closeTag(tags: readonly Tag[], fullPath: string, activeFullPath: string): TabChange {
  const index = tags.findIndex((t) => t.fullPath === fullPath);
  if (index === -1 || !canCloseTags(tags)) return { tags: [...tags] };
  const rest = tags.filter((_, i) => i !== index);
  if (fullPath !== activeFullPath) return { tags: rest };
  const previous = rest[Math.max(0, index - 1)];
  return { tags: rest, navigateTo: previous?.fullPath ?? HOME_PATH };
}

export function closeOtherTags(tags: readonly Tag[], fullPath: string, activeFullPath: string): TabChange {
  const kept = tags.filter((t) => t.fullPath === fullPath);
  if (kept.length === 0) return { tags: [...tags] };
  return fullPath === activeFullPath ? { tags: kept } : { tags: kept, navigateTo: fullPath };
}

/**
 * Close All returns to home. When home is already shown its tab stays, since no navigation will
 * happen to add it again.
 */
export function closeAllTags(tags: readonly Tag[], activeFullPath: string): TabChange {
  if (activeFullPath === HOME_PATH) return { tags: tags.filter((t) => t.fullPath === HOME_PATH) };
  return { tags: [], navigateTo: HOME_PATH };
}

function isTag(value: unknown): value is Tag {
  const tag = value as Partial<Tag> | null;
  return (
    typeof tag === 'object' &&
    tag !== null &&
    typeof tag.fullPath === 'string' &&
    tag.fullPath.startsWith('/') &&
    typeof tag.path === 'string' &&
    typeof tag.name === 'string'
  );
}

/** Reads persisted tabs, dropping anything that is not a tab (another version, a hand edit). */
export function parseTags(text: string | null): Tag[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value)
      ? value
          .filter(isTag)
          .map((tag) => ({ ...tag, params: tag.params ?? {}, query: tag.query ?? {}, meta: tag.meta ?? {} }))
      : [];
  } catch {
    return [];
  }
}

// Session storage: tabs survive a reload of this browser tab; sign-out clears every prefixed key.
export const tabsStorageKey = (userId: string) => storageKey(`tabs-${userId}`);

export const tabsState = proxy<{ userId: string | null; tags: Tag[] }>({ userId: null, tags: [] });

/** Loads the user's tabs from storage; called when the shell opens for a user. */
export function loadTabs(userId: string): void {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(tabsStorageKey(userId));
  } catch {
    // Storage disabled: start with no tabs.
  }
  tabsState.userId = userId;
  tabsState.tags = parseTags(text);
}

export function applyTabChange(change: TabChange): void {
  tabsState.tags = change.tags;
}

subscribe(tabsState, () => {
  if (!tabsState.userId) return;
  try {
    sessionStorage.setItem(tabsStorageKey(tabsState.userId), JSON.stringify(tabsState.tags));
  } catch {
    // Storage full or disabled: tabs then last only as long as the page.
  }
});
