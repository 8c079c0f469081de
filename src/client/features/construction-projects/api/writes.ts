import { api } from '@/client/lib/api-client';
import { CONSTRUCTION_PATHS } from '@/shared/contracts/construction-paths';
import type {
  ConstructionLink,
  ConstructionProjectSave,
  ConstructionTenderView,
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

/** Uploads (or replaces) the approval scan; one key per chosen file, so a retry lands once. */
export function uploadConstructionScan(input: {
  id: string;
  file: File;
  key: string;
}): Promise<ConstructionProjectView> {
  const form = new FormData();
  form.append('id', input.id);
  form.append('file', input.file, input.file.name);
  return api.post<ConstructionProjectView>(CONSTRUCTION_PATHS.scanUpload, form, {
    idempotencyKey: `construction-scan:${input.key}`,
    silent: true,
  });
}

/** Links or unlinks a tender project; a refusal is toasted translated. */
export function linkTender(input: ConstructionLink): Promise<ConstructionTenderView[]> {
  return api.post<ConstructionTenderView[]>(CONSTRUCTION_PATHS.link, input, {
    idempotencyKey: crypto.randomUUID(),
  });
}
