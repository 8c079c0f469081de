import { ORG_PATHS as ORG } from '@/shared/contracts/org';
import { DEPART_USER_PATHS as DU } from '@/shared/contracts/org-depart-users';
import { ROLE_PATHS as ROLE } from '@/shared/contracts/org-roles';
import { USER_PATHS as USER } from '@/shared/contracts/org-users';
import type { AdminEndpoint } from './admin-endpoint';

const post = (path: string, body: Record<string, unknown>, permission: string): AdminEndpoint => ({
  method: 'POST',
  path,
  body,
  permission,
});

const PASSWORD = { password: 'Matrix@2026', confirmPassword: 'Matrix@2026' };
const MISSING = 'missing-id';

/**
 * Organisation, user and role endpoints with a valid minimal body and the screen each needs. Ids are
 * placeholders: an allowed role gets NOT_FOUND (or CONFLICT when a create repeats), never FORBIDDEN.
 * Role calls need the screen of the role's menu type (roleManagement for '00', buyerRoleManage for
 * '01'); the id-based ones accept either screen before the id is looked up (listed with
 * buyerRoleManage, which every role-managing demo role holds).
 */
export const ORG_ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  post(ORG.initOrganizationTree, {}, 'systemBuyerOrgManage'),
  post(ORG.getDepartPage, {}, 'systemBuyerOrgManage'),
  post(
    ORG.addDepart,
    { parentId: MISSING, name: '矩阵机构', code: 'MATRIX-ORG', orgType: '01' },
    'systemBuyerOrgManage',
  ),
  post(
    ORG.updateDepart,
    { id: MISSING, name: '矩阵机构', code: 'MATRIX-ORG', orgType: '01' },
    'systemBuyerOrgManage',
  ),
  post(ORG.deleteDepart, { id: MISSING }, 'systemBuyerOrgManage'),
  post(ORG.stopOrStartDepart, { id: MISSING, status: '01' }, 'systemBuyerOrgManage'),
  post(ORG.shortListProcurementUnitInfoList, {}, 'procurementUnit'),
  post(ORG.operationRecordByDepartId, { departId: MISSING }, 'buyerOrgManage'),

  post(DU.getDepartTree, {}, 'buyerOrgManage'),
  post(DU.getAssignableRoleList, {}, 'buyerOrgManage'),
  post(DU.getDepartUserPage, {}, 'buyerOrgManage'),
  post(
    DU.addDepartUser,
    { departId: MISSING, roleId: MISSING, loginName: 'matrix01', name: '矩阵用户', ...PASSWORD },
    'buyerOrgManage',
  ),
  post(DU.updateDepartUser, { userId: MISSING, departId: MISSING, name: '矩阵用户' }, 'buyerOrgManage'),
  post(DU.deleteDepartUser, { userId: MISSING, departId: MISSING, roleId: MISSING }, 'buyerOrgManage'),
  post(DU.stopOrStartDepartUser, { userId: MISSING, departId: MISSING, status: '01' }, 'buyerOrgManage'),
  post(DU.resetDepartUserSecret, { userId: MISSING, departId: MISSING, ...PASSWORD }, 'buyerOrgManage'),

  post(USER.getUserAccountPage, {}, 'userManage'),
  post(USER.userAccountCancellation, { userId: MISSING }, 'userManage'),
  post(USER.userAccountStopOrStart, { userId: MISSING, status: '01' }, 'userManage'),
  post(USER.resetSecretValForSys, { userId: MISSING, ...PASSWORD }, 'userManage'),
  post(USER.getExpertUserAccountPage, {}, 'expertAccountManage'),
  post(USER.expertAccountCancellation, { userId: MISSING }, 'expertAccountManage'),
  post(USER.expertAccountStopOrStart, { userId: MISSING, status: '01' }, 'expertAccountManage'),
  post(USER.expertResetSecretValForSys, { userId: MISSING, ...PASSWORD }, 'expertAccountManage'),
  post(USER.getUserInfoPage, {}, 'userOrgManage'),
  post(USER.setRole, { userId: MISSING, departId: MISSING, roleId: MISSING }, 'userOrgManage'),
  post(USER.delRole, { userId: MISSING, departId: MISSING, roleId: MISSING }, 'userOrgManage'),
  post(USER.findRoleList, {}, 'userOrgManage'),
  post(USER.findDepartTree, {}, 'userOrgManage'),
  post(USER.procurementRepresentativePage, {}, 'procurementRepresentative'),

  post(ROLE.getRolePage, { menuType: '00' }, 'roleManagement'),
  post(ROLE.getRolePage, { menuType: '01' }, 'buyerRoleManage'),
  post(ROLE.addRole, { code: 'MATRIX_SYS', name: '矩阵系统角色', menuType: '00' }, 'roleManagement'),
  post(ROLE.addRole, { code: 'MATRIX_BUYER', name: '矩阵采购角色', menuType: '01' }, 'buyerRoleManage'),
  post(ROLE.updateRole, { id: MISSING, code: 'MATRIX_X', name: '矩阵角色' }, 'buyerRoleManage'),
  post(ROLE.deleteRole, { id: MISSING }, 'buyerRoleManage'),
  post(ROLE.getRoleFunctionTree, { roleId: MISSING }, 'buyerRoleManage'),
  post(ROLE.saveRoleFunctions, { roleId: MISSING, functionIds: [] }, 'buyerRoleManage'),
  post(ROLE.getRoleUserPage, { roleId: MISSING }, 'buyerRoleManage'),
];
