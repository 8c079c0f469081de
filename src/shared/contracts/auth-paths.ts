// Paths only, without zod: the first screen's code calls these endpoints and must not load every schema.
/** Paths under /bidprocurement (spec 7.2; registration paths are ours, the spec does not show them). */
export const AUTH_PATHS = {
  login: '/common-common/login/login/login',
  proxyAdminLogin: '/common-common/login/login/proxyAdminLogin',
  logout: '/common-common/login/login/logoutRest',
  randCodeImage: '/common-common/login/login/randCodeImage',
  slidingCode: '/common-common/login/login/getSlidingVerificationCode',
  userInfo: '/common-common/user/user/getUserInfo',
  departRoleList: '/common-common/user/user/selectUserDepartRoleList',
  switchRoleOrg: '/common-common/user/user/switchRoleOrg',
  retrieveCheck: '/common-common/user/user/userRetrieveCheck',
  retrieveSendCode: '/common-common/user/user/sendRetrievePhoneCode',
  retrieveCodeCheck: '/common-common/user/user/retrievePhoneCodeCheck',
  retrieveSetPassword: '/common-common/user/user/userRetrieveSecretVal',
  registerSendCode: '/common-user/suppliernew/register/sendSmsCode',
  register: '/common-user/suppliernew/register/register',
  checkDepartInfo: '/common-user/suppliernew/baseInfo/checkDepartInfo',
} as const;
