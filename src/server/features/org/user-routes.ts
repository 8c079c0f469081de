import type { FastifyInstance } from 'fastify';
import {
  findRoleListSchema,
  procurementRepresentativeRequestSchema,
  resetSecretForSysSchema,
  rolePairSchema,
  USER_PATHS,
  userAccountPageRequestSchema,
  userIdRequestSchema,
  userInfoPageRequestSchema,
  userStopOrStartSchema,
} from '@/shared/contracts/org-users';
import { emptyRequestSchema } from '@/shared/contracts/org-depart-users';
import type { AccountService } from './account-service';
import { adminPost } from './admin-post';

/** User accounts, expert accounts, user information with role assignment, procurement representatives. */
export function userRoutes(accounts: AccountService) {
  return async (app: FastifyInstance) => {
    const post = adminPost(app);
    const users = { expertsOnly: false };
    const experts = { expertsOnly: true };

    const USERS = 'userManage';
    post(USER_PATHS.getUserAccountPage, USERS, userAccountPageRequestSchema, (input, ctx) =>
      accounts.page(ctx.actor, input, users),
    );
    post(USER_PATHS.userAccountCancellation, USERS, userIdRequestSchema, (input, ctx) =>
      accounts.cancel(ctx, input.userId, users),
    );
    post(USER_PATHS.userAccountStopOrStart, USERS, userStopOrStartSchema, (input, ctx) =>
      accounts.stopOrStart(ctx, input, users),
    );
    post(USER_PATHS.resetSecretValForSys, USERS, resetSecretForSysSchema, (input, ctx) =>
      accounts.resetSecret(ctx, input, users),
    );

    const EXPERTS = 'expertAccountManage';
    post(USER_PATHS.getExpertUserAccountPage, EXPERTS, userAccountPageRequestSchema, (input, ctx) =>
      accounts.page(ctx.actor, input, experts),
    );
    post(USER_PATHS.expertAccountCancellation, EXPERTS, userIdRequestSchema, (input, ctx) =>
      accounts.cancel(ctx, input.userId, experts),
    );
    post(USER_PATHS.expertAccountStopOrStart, EXPERTS, userStopOrStartSchema, (input, ctx) =>
      accounts.stopOrStart(ctx, input, experts),
    );
    post(USER_PATHS.expertResetSecretValForSys, EXPERTS, resetSecretForSysSchema, (input, ctx) =>
      accounts.resetSecret(ctx, input, experts),
    );

    const USER_ORG = 'userOrgManage';
    post(USER_PATHS.getUserInfoPage, USER_ORG, userInfoPageRequestSchema, (input, ctx) =>
      accounts.page(ctx.actor, input, users),
    );
    post(USER_PATHS.setRole, USER_ORG, rolePairSchema, (input, ctx) => accounts.setRole(ctx, input));
    post(USER_PATHS.delRole, USER_ORG, rolePairSchema, (input, ctx) => accounts.delRole(ctx, input));
    post(USER_PATHS.findRoleList, USER_ORG, findRoleListSchema, (input) => accounts.findRoleList(input));
    post(USER_PATHS.findDepartTree, USER_ORG, emptyRequestSchema, (_input, ctx) =>
      accounts.departTree(ctx.actor),
    );

    post(
      USER_PATHS.procurementRepresentativePage,
      'procurementRepresentative',
      procurementRepresentativeRequestSchema,
      (input, ctx) => accounts.representatives(ctx.actor, input),
    );
  };
}
