import { ROLES } from '@/shared/codes/roles';
import {
  PROFILE_FIELDS,
  type SupplierProfile,
  type SupplierProfileView,
  supplierProfileSchema,
} from '@/shared/contracts/supplier-profile';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createProfileReview, type RolePromoter } from '../../lib/profile-review';
import { createProfileService } from '../../lib/profile-service';
import type { AuditService } from '../audit/service';
import * as repo from './repository';

/** Organisation type of suppliers (organisations.org_type). */
const SUPPLIER_ORG = '03';
export const SUPPLIER_ROLES = [ROLES.TEMP_SUPPLIER, ROLES.FORMAL_SUPPLIER] as const;

export interface SupplierProfileDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** Turns the organisation's TEMP_SUPPLIER pairs formal when the platform approves the profile. */
  promote: RolePromoter;
}

/** A supplier organisation's enterprise profile (spec 2.2, /supplierDeclaration/supplier). */
export function createSupplierProfileService({ database, clock, audit, promote }: SupplierProfileDeps) {
  const profiles = createProfileService<SupplierProfile, SupplierProfileView>({
    database,
    clock,
    audit,
    entity: 'supplierProfile',
    schema: supplierProfileSchema,
    fields: PROFILE_FIELDS,
    store: repo.supplierProfiles,
    unique: { column: 'credit_code', field: 'creditCode', messageKey: M.creditCodeExists },
    /** Only a supplier acting for this very organisation may read or change its profile. */
    async access(db, actor, departId) {
      if (!(SUPPLIER_ROLES as readonly string[]).includes(actor.roleCode ?? '')) {
        throw new AppError('FORBIDDEN', { messageKey: 'profile:errors.suppliersOnly' });
      }
      if (actor.departId !== departId) {
        throw new AppError('FORBIDDEN', {
          messageKey: 'profile:errors.notOwnOrganisation',
          field: 'departId',
        });
      }
      const org = await repo.findOrganisation(db, departId);
      if (!org || org.org_type !== SUPPLIER_ORG) {
        throw new AppError('FORBIDDEN', { messageKey: 'profile:errors.notSupplierOrganisation' });
      }
      return org;
    },
    present: (org, state) => ({ departId: org.id, departName: org.name, ...state }),
  });
  /** The platform's audit (spec 2.3 supplierAuditList); the routes check the administrator's grant. */
  const review = createProfileReview<SupplierProfile>({
    database,
    clock,
    audit,
    entity: 'supplierProfile',
    store: repo.supplierProfiles,
    reviews: repo.supplierProfileReviews,
    roles: { from: ROLES.TEMP_SUPPLIER, to: ROLES.FORMAL_SUPPLIER, owner: 'depart' },
    promote,
  });
  return { ...profiles, review };
}

export type SupplierProfileService = ReturnType<typeof createSupplierProfileService>;
