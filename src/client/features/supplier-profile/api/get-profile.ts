import { type LoadedProfile, loadProfile, profileCacheKey as cacheKey } from '@/client/data/profile-sync';
import type { SupplierProfileView } from '@/shared/contracts/supplier-profile';
import { SUPPLIER_PROFILE_KIND } from '../lib/profile-form';

/** The device's copy of the profile: what the screen shows offline, updated by saves made offline. */
export function profileCacheKey(userId: string, departId: string): string {
  return cacheKey(SUPPLIER_PROFILE_KIND, userId, departId);
}

/** The organisation's profile from the platform, or the device's copy when the platform is out of reach. */
export function getProfile(userId: string, departId: string): Promise<LoadedProfile<SupplierProfileView>> {
  return loadProfile<SupplierProfileView>(SUPPLIER_PROFILE_KIND, userId, departId);
}
