import type { CacheRegistry } from '../../lib/cache-registry';
import { bundleCache } from '../../lib/translate';
import type { LangOverrideCache } from '../multilang/override-cache';
import type { PermissionService } from '../permissions/service';

/**
 * The server's in-memory caches shown on the cache management screen. Menus have no cache of their
 * own: they are built per call from the permission grants and the translations cached here.
 */
export function registerPlatformCaches(
  registry: CacheRegistry,
  sources: { permissions: PermissionService; langOverrides: LangOverrideCache },
): void {
  registry.register('permissions', {
    size: () => sources.permissions.cachedRoleIds().length,
    keys: () => sources.permissions.cachedRoleIds(),
    clear: () => sources.permissions.invalidate(),
  });
  registry.register('langOverrides', {
    size: () => sources.langOverrides.cachedLanguages().length,
    keys: () => sources.langOverrides.cachedLanguages(),
    clear: () => sources.langOverrides.invalidate(),
  });
  registry.register('localeBundles', bundleCache);
}
