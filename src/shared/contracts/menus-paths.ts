// Paths only, without zod: the first screen's code calls these endpoints and must not load every schema.
/** Paths under /bidprocurement (spec 7.2 getMenu, 7.3 menus). */
export const MENU_PATHS = {
  getMenu: '/common-common/login/login/getMenu',
  functionListByRole: '/common-common/function/function/getFunctionListByRole',
  topFunctionList: '/common-common/function/function/getTopFunctionList',
} as const;
