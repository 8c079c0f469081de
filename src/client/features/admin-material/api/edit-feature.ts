import { api } from '@/client/lib/api-client';
import {
  type FeatureEditRequest,
  MATERIAL_PATHS,
  type MaterialFeature,
} from '@/shared/contracts/admin-material';

export function editFeature(input: FeatureEditRequest): Promise<MaterialFeature> {
  return api.post<MaterialFeature>(MATERIAL_PATHS.featureEdit, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}
