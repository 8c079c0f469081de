import type { FastifyInstance } from 'fastify';
import {
  PROFILE_FIELDS,
  SUPPLIER_PROFILE_PATHS as PATHS,
  type SupplierProfile,
  supplierProfileChangesSchema,
  supplierProfileSaveSchema,
  supplierProfileTargetSchema,
} from '@/shared/contracts/supplier-profile';
import { success } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../../plugins/request-context';
import type { SupplierProfileService } from './service';

/** /supplierDeclaration/supplier and supplierInfo: the supplier's own enterprise profile. */
export function supplierProfileRoutes(profiles: SupplierProfileService) {
  return async (app: FastifyInstance) => {
    // The service refuses other roles and other organisations with a message that says why.
    const suppliers = {};

    app.post(PATHS.get, suppliers, async (request) => {
      const input = parseInput(supplierProfileTargetSchema, request.body);
      return success(await profiles.get(request.actor, input.departId), request.id);
    });
    app.post(PATHS.save, suppliers, async (request) => {
      const { departId, ...rest } = parseInput(supplierProfileSaveSchema, request.body);
      const changes: Partial<SupplierProfile> = {};
      for (const field of PROFILE_FIELDS) {
        if (rest[field] !== undefined) Object.assign(changes, { [field]: rest[field] });
      }
      return success(await profiles.save(contextOf(request), departId, changes), request.id);
    });
    app.post(PATHS.submit, suppliers, async (request) => {
      const input = parseInput(supplierProfileTargetSchema, request.body);
      return success(await profiles.submit(contextOf(request), input.departId), request.id);
    });
    app.post(PATHS.changes, suppliers, async (request) => {
      const { departId, ...page } = parseInput(supplierProfileChangesSchema, request.body);
      return success(await profiles.changes(request.actor, departId, page), request.id);
    });
  };
}
