import { USER_PATHS } from '@/shared/contracts/org-users';

/** User accounts and expert accounts share one screen; each has its own paths (and permission). */
export function accountPaths(experts: boolean) {
  return experts
    ? {
        page: USER_PATHS.getExpertUserAccountPage,
        cancel: USER_PATHS.expertAccountCancellation,
        stopOrStart: USER_PATHS.expertAccountStopOrStart,
        resetSecret: USER_PATHS.expertResetSecretValForSys,
      }
    : {
        page: USER_PATHS.getUserAccountPage,
        cancel: USER_PATHS.userAccountCancellation,
        stopOrStart: USER_PATHS.userAccountStopOrStart,
        resetSecret: USER_PATHS.resetSecretValForSys,
      };
}
