/// <reference lib="webworker" />
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { TOKEN_NAME } from '@/shared/codes/constants';
import { postCacheKey, splitRefresh } from './post-cache-key';

export const API_CACHE_NAME = 'bidline-api-v1';

const EXPIRATION = { maxAgeSeconds: 7 * 24 * 60 * 60, maxEntries: 100 } as const;

async function isOkEnvelope(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const body = (await response.clone().json()) as { header?: { ret?: unknown } } | null;
    return String(body?.header?.ret) === '0';
  } catch {
    return false;
  }
}

/**
 * Stale-while-revalidate for the app's POST reads: the cached answer comes at once and the network
 * refreshes it behind; without a cached answer, or when the body asks for refresh, the network answers
 * first. Only ret '0' envelopes are kept:
 * a refusal or a signed-out answer must never be replayed.
 */
export class PostStaleWhileRevalidate extends Strategy {
  constructor() {
    super({
      cacheName: API_CACHE_NAME,
      plugins: [
        { cacheWillUpdate: async ({ response }) => ((await isOkEnvelope(response)) ? response : null) },
        // purgeOnQuotaError: a full disk drops this cache rather than failing the app's other writes.
        new ExpirationPlugin({ ...EXPIRATION, purgeOnQuotaError: true }),
      ],
    });
  }

  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const { refresh, keyBody } = splitRefresh(await request.clone().text());
    const key = await postCacheKey(request.url, keyBody, request.headers.get(TOKEN_NAME) ?? '');
    const fromNetwork = (async () => {
      const response = await handler.fetch(request);
      // A failed write (quota: the plugin has purged the cache) must not fail the answer itself.
      await handler.cachePut(key, response.clone()).catch(() => false);
      return response;
    })();
    // Offline, the refresh fails before anyone listens; the failure matters only without a cached copy.
    fromNetwork.catch(() => undefined);
    if (refresh) {
      // Network first; offline, the cached copy still beats nothing.
      try {
        return await fromNetwork;
      } catch (error) {
        const fallback = await handler.cacheMatch(key);
        if (fallback) return fallback;
        throw error;
      }
    }
    const cached = await handler.cacheMatch(key);
    if (!cached) return fromNetwork;
    handler.waitUntil(fromNetwork.catch(() => undefined));
    return cached;
  }
}

/** Forgets every cached read and its expiry records. */
export async function purgeApiCache(): Promise<void> {
  await caches.delete(API_CACHE_NAME);
  await new CacheExpiration(API_CACHE_NAME, EXPIRATION).delete();
}

/** Role switch and logout pass through; once they succeed, the cached menus are someone else's. */
export async function passAndPurgeOnSuccess({ request }: { request: Request }): Promise<Response> {
  const response = await fetch(request);
  if (await isOkEnvelope(response)) await purgeApiCache();
  return response;
}
