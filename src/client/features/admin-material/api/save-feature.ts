import { api } from '@/client/lib/api-client';
import {
  type FeatureSaveRequest,
  MATERIAL_PATHS,
  type MaterialFeature,
} from '@/shared/contracts/admin-material';

export function saveFeature(input: FeatureSaveRequest): Promise<MaterialFeature> {
  return api.post<MaterialFeature>(MATERIAL_PATHS.featureSave, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}
