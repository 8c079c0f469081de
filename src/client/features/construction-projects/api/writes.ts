import { api } from '@/client/lib/api-client';
import { CONSTRUCTION_PATHS } from '@/shared/contracts/construction-paths';
import type {
  ConstructionProjectSave,
  ConstructionProjectView,
  ConstructionTransition,
} from '@/shared/contracts/construction-projects';

/** Creates or changes a project; silent so field errors land under their field. */
export function saveConstruction(input: ConstructionProjectSave): Promise<ConstructionProjectView> {
  return api.post<ConstructionProjectView>(CONSTRUCTION_PATHS.save, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

/** A status move with its reason; silent so a refused reason shows under the field. */
export function moveConstruction(input: ConstructionTransition): Promise<ConstructionProjectView> {
  return api.post<ConstructionProjectView>(CONSTRUCTION_PATHS.transition, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}
