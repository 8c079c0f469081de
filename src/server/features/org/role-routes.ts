import type { FastifyInstance } from 'fastify';
import { idRequestSchema } from '@/shared/contracts/org';
import {
  addRoleSchema,
  ROLE_PATHS,
  roleIdRequestSchema,
  rolePageRequestSchema,
  roleUserPageRequestSchema,
  saveRoleFunctionsSchema,
  updateRoleSchema,
} from '@/shared/contracts/org-roles';
import { adminPost } from './admin-post';
import type { RoleService } from './role-service';

/**
 * Roles of both menu types share these paths; the screen a call needs (roleManagement for system
 * roles, buyerRoleManage for buyer roles) follows from the role, so the service checks it.
 */
export function roleRoutes(roles: RoleService) {
  return async (app: FastifyInstance) => {
    const post = adminPost(app);
    post(ROLE_PATHS.getRolePage, null, rolePageRequestSchema, (input, ctx) => roles.page(ctx.actor, input));
    post(ROLE_PATHS.addRole, null, addRoleSchema, (input, ctx) => roles.add(ctx, input));
    post(ROLE_PATHS.updateRole, null, updateRoleSchema, (input, ctx) => roles.update(ctx, input));
    post(ROLE_PATHS.deleteRole, null, idRequestSchema, (input, ctx) => roles.remove(ctx, input.id));
    post(ROLE_PATHS.getRoleFunctionTree, null, roleIdRequestSchema, (input, ctx) =>
      roles.functionTree(ctx.actor, ctx.lang, input.roleId),
    );
    post(ROLE_PATHS.saveRoleFunctions, null, saveRoleFunctionsSchema, (input, ctx) =>
      roles.saveFunctions(ctx, input),
    );
    post(ROLE_PATHS.getRoleUserPage, null, roleUserPageRequestSchema, (input, ctx) =>
      roles.users(ctx.actor, input),
    );
  };
}
