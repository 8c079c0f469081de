/**
 * The key-value cache (menus, user info, language overrides) for code on the first screen: Dexie is
 * loaded on the first read or write instead of with the page, which then shows sooner.
 */
export async function kvGet<T>(key: string): Promise<T | undefined> {
  const db = await import('@/client/data/db');
  return db.kvGet<T>(key);
}

export async function kvSet(key: string, value: unknown): Promise<void> {
  const db = await import('@/client/data/db');
  await db.kvSet(key, value);
}
