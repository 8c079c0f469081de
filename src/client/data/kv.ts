import { afterFirstScreen } from '@/client/lib/first-screen';

/**
 * The key-value cache (menus, user info, language overrides) for code on the first screen. Dexie loads on
 * the first read (an offline start needs it at once) or, for writes, once the first screen has rendered.
 */
export async function kvGet<T>(key: string): Promise<T | undefined> {
  const db = await import('@/client/data/db');
  return db.kvGet<T>(key);
}

export async function kvSet(key: string, value: unknown): Promise<void> {
  await afterFirstScreen();
  const db = await import('@/client/data/db');
  await db.kvSet(key, value);
}
