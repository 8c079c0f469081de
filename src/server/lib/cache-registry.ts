/** What the cache management screen needs of an in-memory cache. */
export interface CacheHandle {
  size(): number;
  clear(): void;
  /** Keys held, when the cache can name them (package view groups them). */
  keys?(): string[];
}

/**
 * The app's in-memory caches by name, so administrators can see their sizes and clear them. One per
 * app (not per process): two apps on different databases never clear each other's caches.
 */
export function createCacheRegistry() {
  const caches = new Map<string, CacheHandle>();
  return {
    register(name: string, handle: CacheHandle): void {
      if (caches.has(name)) throw new Error(`cache ${name} is already registered`);
      caches.set(name, handle);
    },

    list(): { name: string; size: number }[] {
      return [...caches].map(([name, handle]) => ({ name, size: handle.size() }));
    },

    keysOf(name: string): string[] {
      return caches.get(name)?.keys?.() ?? [];
    },

    /** Clears one cache; false when no cache has that name. */
    clear(name: string): boolean {
      const handle = caches.get(name);
      handle?.clear();
      return !!handle;
    },

    clearAll(): number {
      for (const handle of caches.values()) handle.clear();
      return caches.size;
    },
  };
}

export type CacheRegistry = ReturnType<typeof createCacheRegistry>;
