import { MATERIAL_PATHS, MATERIAL_PERMISSIONS as P } from '@/shared/contracts/admin-material';
import { MATERIAL_ITEM_PATHS as ITEM } from '@/shared/contracts/admin-material-items';
import type { AdminEndpoint } from './admin-endpoint';

/**
 * Every material endpoint with a valid minimal body and the function code it needs (paths without
 * the /bidprocurement prefix). Ids are placeholders: an allowed role may get NOT_FOUND or CONFLICT,
 * never FORBIDDEN; a role without the grant gets FORBIDDEN before the body is looked at.
 */
export const MATERIAL_ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  { method: 'POST', path: MATERIAL_PATHS.categoryTree, body: {}, permission: P.category },
  { method: 'POST', path: MATERIAL_PATHS.categoryTreeSearch, body: { keyword: 'x' }, permission: P.category },
  {
    method: 'POST',
    path: MATERIAL_PATHS.categorySave,
    body: { code: 'MATRIX01', name: 'Matrix category' },
    permission: P.category,
  },
  { method: 'POST', path: MATERIAL_PATHS.categoryDelete, body: { id: 'missing' }, permission: P.category },
  { method: 'POST', path: MATERIAL_PATHS.featureList, body: {}, permission: P.feature },
  { method: 'POST', path: MATERIAL_PATHS.featureGet, body: { id: 'missing' }, permission: P.feature },
  {
    method: 'POST',
    path: MATERIAL_PATHS.featureSave,
    body: { categoryId: 'missing', name: 'Diameter', valueType: '01' },
    permission: P.feature,
  },
  {
    method: 'POST',
    path: MATERIAL_PATHS.featureEdit,
    body: { id: 'missing', categoryId: 'missing', name: 'Diameter', valueType: '01' },
    permission: P.feature,
  },
  { method: 'POST', path: MATERIAL_PATHS.featureDelete, body: { id: 'missing' }, permission: P.feature },
  { method: 'POST', path: ITEM.list, body: { pageNo: 1, pageSize: 10 }, permission: P.item },
  { method: 'POST', path: ITEM.get, body: { id: 'missing' }, permission: P.item },
  {
    method: 'POST',
    path: ITEM.save,
    body: { categoryId: 'missing', code: 'MATRIX01', name: 'Matrix item' },
    permission: P.item,
  },
  {
    method: 'POST',
    path: ITEM.edit,
    body: { id: 'missing', categoryId: 'missing', code: 'MATRIX01', name: 'Matrix item' },
    permission: P.item,
  },
  { method: 'POST', path: ITEM.delete, body: { id: 'missing' }, permission: P.item },
  { method: 'POST', path: ITEM.submitAudit, body: { id: 'missing' }, permission: P.item },
  { method: 'POST', path: ITEM.changeStatus, body: { id: 'missing', status: '01' }, permission: P.item },
  { method: 'POST', path: ITEM.record, body: { itemId: 'missing' }, permission: P.item },
  { method: 'POST', path: ITEM.export, body: {}, permission: P.item },
  {
    method: 'POST',
    path: ITEM.createFileToZip,
    body: { exports: [{ type: 'catalogue' }] },
    permission: P.item,
  },
  { method: 'POST', path: ITEM.auditList, body: {}, permission: P.audit },
  { method: 'POST', path: ITEM.approve, body: { id: 'missing' }, permission: P.audit },
  { method: 'POST', path: ITEM.reject, body: { id: 'missing', reason: 'Incomplete' }, permission: P.audit },
];
