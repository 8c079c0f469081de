import type { FastifyInstance } from 'fastify';
import {
  addDepartSchema,
  departPageRequestSchema,
  departTreeRequestSchema,
  idRequestSchema,
  ORG_PATHS,
  operationRecordRequestSchema,
  procurementUnitRequestSchema,
  stopOrStartDepartSchema,
  updateDepartSchema,
} from '@/shared/contracts/org';
import {
  addDepartUserSchema,
  DEPART_USER_PATHS,
  departUserPageRequestSchema,
  departUserPairSchema,
  emptyRequestSchema,
  resetDepartUserSecretSchema,
  stopOrStartDepartUserSchema,
  updateDepartUserSchema,
} from '@/shared/contracts/org-depart-users';
import { adminPost } from './admin-post';
import type { OrgServices } from './org-services';
import { roleRoutes } from './role-routes';
import { supplierUserRoutes } from './supplier-user-routes';
import { userRoutes } from './user-routes';

/** Organisations, organisation users, user accounts and roles (spec 7.4). */
export function orgRoutes(org: OrgServices) {
  return async (app: FastifyInstance) => {
    const post = adminPost(app);
    const { departs, departUsers } = org;
    const ORG = 'systemBuyerOrgManage';
    post(ORG_PATHS.initOrganizationTree, ORG, departTreeRequestSchema, (input, ctx) =>
      departs.tree(ctx.actor, input),
    );
    post(ORG_PATHS.getDepartPage, ORG, departPageRequestSchema, (input, ctx) =>
      departs.page(ctx.actor, input),
    );
    post(ORG_PATHS.addDepart, ORG, addDepartSchema, (input, ctx) => departs.add(ctx, input));
    post(ORG_PATHS.updateDepart, ORG, updateDepartSchema, (input, ctx) => departs.update(ctx, input));
    post(ORG_PATHS.deleteDepart, ORG, idRequestSchema, (input, ctx) => departs.remove(ctx, input.id));
    post(ORG_PATHS.stopOrStartDepart, ORG, stopOrStartDepartSchema, (input, ctx) =>
      departs.stopOrStart(ctx, input),
    );
    post(
      ORG_PATHS.shortListProcurementUnitInfoList,
      'procurementUnit',
      procurementUnitRequestSchema,
      (input) => departs.procurementUnits(input),
    );

    const BUYER_ORG = 'buyerOrgManage';
    post(ORG_PATHS.operationRecordByDepartId, BUYER_ORG, operationRecordRequestSchema, (input, ctx) =>
      departs.operationRecords(ctx, input),
    );
    post(DEPART_USER_PATHS.getDepartTree, BUYER_ORG, emptyRequestSchema, (_input, ctx) =>
      departUsers.tree(ctx.actor),
    );
    post(DEPART_USER_PATHS.getAssignableRoleList, BUYER_ORG, emptyRequestSchema, (_input, ctx) =>
      departUsers.assignableRoles(ctx.actor),
    );
    post(DEPART_USER_PATHS.getDepartUserPage, BUYER_ORG, departUserPageRequestSchema, (input, ctx) =>
      departUsers.page(ctx.actor, input),
    );
    post(DEPART_USER_PATHS.addDepartUser, BUYER_ORG, addDepartUserSchema, (input, ctx) =>
      departUsers.add(ctx, input),
    );
    post(DEPART_USER_PATHS.updateDepartUser, BUYER_ORG, updateDepartUserSchema, (input, ctx) =>
      departUsers.update(ctx, input),
    );
    post(DEPART_USER_PATHS.deleteDepartUser, BUYER_ORG, departUserPairSchema, (input, ctx) =>
      departUsers.removePair(ctx, input),
    );
    post(DEPART_USER_PATHS.stopOrStartDepartUser, BUYER_ORG, stopOrStartDepartUserSchema, (input, ctx) =>
      departUsers.stopOrStart(ctx, input),
    );
    post(DEPART_USER_PATHS.resetDepartUserSecret, BUYER_ORG, resetDepartUserSecretSchema, (input, ctx) =>
      departUsers.resetSecret(ctx, input),
    );

    await app.register(userRoutes(org.accounts));
    await app.register(roleRoutes(org.roles));
    await app.register(supplierUserRoutes(org.supplierUsers));
  };
}
