import { MONITOR_PATHS as PATHS, MONITOR_PERMISSIONS as P } from '@/shared/contracts/admin-monitor';
import type { AdminEndpoint } from './admin-endpoint';

/**
 * Every monitoring endpoint with a valid minimal body and the function code it needs (paths without
 * the /bidprocurement prefix). Placeholder ids: allowed roles may get NOT_FOUND, never FORBIDDEN.
 */
export const MONITOR_ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  { method: 'POST', path: PATHS.systemLogPage, body: {}, permission: P.systemLog },
  { method: 'POST', path: PATHS.accessLogPage, body: {}, permission: P.accessLog },
  { method: 'POST', path: PATHS.platformLogPage, body: {}, permission: P.platformLog },
  { method: 'POST', path: PATHS.cacheList, body: {}, permission: P.cache },
  {
    method: 'POST',
    path: PATHS.cacheClear,
    body: { kind: 'memory', name: 'localeBundles' },
    permission: P.cache,
  },
  { method: 'POST', path: PATHS.cacheGroups, body: {}, permission: P.cacheGroups },
  { method: 'POST', path: PATHS.apiList, body: {}, permission: P.api },
  { method: 'POST', path: PATHS.apiEdit, body: { id: 'missing', permission: 'session' }, permission: P.api },
  { method: 'POST', path: PATHS.apiReset, body: { id: 'missing' }, permission: P.api },
  { method: 'POST', path: PATHS.dataPermissionPage, body: {}, permission: P.dataPermission },
  {
    method: 'POST',
    path: PATHS.dataPermissionSave,
    body: { roleId: 'missing', scope: '02' },
    permission: P.dataPermission,
  },
  {
    method: 'POST',
    path: PATHS.dataPermissionEdit,
    body: { id: 'missing', scope: '01' },
    permission: P.dataPermission,
  },
  { method: 'POST', path: PATHS.dataPermissionDelete, body: { id: 'missing' }, permission: P.dataPermission },
  { method: 'POST', path: PATHS.expertPage, body: {}, permission: P.expert },
];
