import {
  PROFILE_FIELDS,
  SUPPLIER_PROFILE_PATHS,
  supplierProfileSaveSchema,
  supplierProfileTargetSchema,
} from '@/shared/contracts/supplier-profile';
import { profileRoutes } from '../../lib/profile-routes';
import type { SupplierProfileService } from './service';

/** /supplierDeclaration/supplier and supplierInfo: the supplier's own enterprise profile. */
export function supplierProfileRoutes(profiles: SupplierProfileService) {
  return profileRoutes(
    {
      paths: SUPPLIER_PROFILE_PATHS,
      target: supplierProfileTargetSchema,
      save: supplierProfileSaveSchema,
      ownerField: 'departId',
      fields: PROFILE_FIELDS,
    },
    profiles,
  );
}
