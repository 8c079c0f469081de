import { api } from '@/client/lib/api-client';
import {
  type CategorySaveRequest,
  MATERIAL_PATHS,
  type MaterialCategoryNode,
} from '@/shared/contracts/admin-material';

/** Creates (no id) or updates a category; silent so field errors land under their field. */
export function saveCategory(input: CategorySaveRequest): Promise<MaterialCategoryNode> {
  return api.post<MaterialCategoryNode>(MATERIAL_PATHS.categorySave, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}
