import { kvGet, kvSet } from '@/client/data/db';
import { api } from '@/client/lib/api-client';
import { RequestError } from '@/client/lib/http/request';
import { SUPPLIER_PROFILE_PATHS, type SupplierProfileView } from '@/shared/contracts/supplier-profile';

export interface LoadedProfile {
  view: SupplierProfileView;
  /** True when the platform could not be reached and this is the copy kept on the device. */
  offline: boolean;
}

/** The device's copy of the profile: what the screen shows offline, updated by saves made offline. */
export function profileCacheKey(userId: string, departId: string): string {
  return `supplierProfile:${userId}:${departId}`;
}

export const profileQueryKey = (userId: string, departId: string) => ['supplierProfile', userId, departId];

/** The organisation's profile from the platform, or the device's copy when the platform is out of reach. */
export async function getProfile(userId: string, departId: string): Promise<LoadedProfile> {
  try {
    const view = await api.post<SupplierProfileView>(
      SUPPLIER_PROFILE_PATHS.get,
      { departId },
      { silent: true },
    );
    await kvSet(profileCacheKey(userId, departId), view).catch(() => undefined);
    return { view, offline: false };
  } catch (error) {
    // The platform's own answer (a refusal) stands; only an unreachable platform falls back to the copy.
    const unreachable = error instanceof RequestError && (error.kind === 'network' || error.kind === 'http');
    if (unreachable) {
      const cached = await kvGet<SupplierProfileView>(profileCacheKey(userId, departId)).catch(
        () => undefined,
      );
      if (cached) return { view: cached, offline: true };
    }
    throw error;
  }
}
