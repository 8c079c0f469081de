import type { FastifyInstance } from 'fastify';
import { emptyRequestSchema } from '@/shared/contracts/org-depart-users';
import {
  addSubAccountSchema,
  SUPPLIER_USER_PATHS,
  SUPPLIER_USER_SCREEN,
  stopOrStartSubAccountSchema,
  subAccountPageRequestSchema,
  updateSubAccountSchema,
} from '@/shared/contracts/org-supplier-users';
import { resetSecretForSysSchema } from '@/shared/contracts/org-users';
import { adminPost } from './admin-post';
import type { SupplierUserService } from './supplier-user-service';

/** Supplier sub-accounts: the screen's permission here, the administrator flag in the service. */
export function supplierUserRoutes(supplierUsers: SupplierUserService) {
  return async (app: FastifyInstance) => {
    const post = adminPost(app);
    const SCREEN = SUPPLIER_USER_SCREEN;
    post(SUPPLIER_USER_PATHS.getSubAccountContext, SCREEN, emptyRequestSchema, (_input, ctx) =>
      supplierUsers.context(ctx.actor),
    );
    post(SUPPLIER_USER_PATHS.getSubAccountPage, SCREEN, subAccountPageRequestSchema, (input, ctx) =>
      supplierUsers.page(ctx.actor, input),
    );
    post(SUPPLIER_USER_PATHS.addSubAccount, SCREEN, addSubAccountSchema, (input, ctx) =>
      supplierUsers.add(ctx, input),
    );
    post(SUPPLIER_USER_PATHS.updateSubAccount, SCREEN, updateSubAccountSchema, (input, ctx) =>
      supplierUsers.update(ctx, input),
    );
    post(SUPPLIER_USER_PATHS.stopOrStartSubAccount, SCREEN, stopOrStartSubAccountSchema, (input, ctx) =>
      supplierUsers.stopOrStart(ctx, input),
    );
    post(SUPPLIER_USER_PATHS.resetSubAccountSecret, SCREEN, resetSecretForSysSchema, (input, ctx) =>
      supplierUsers.resetSecret(ctx, input),
    );
  };
}
