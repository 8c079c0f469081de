import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { SUBJECT_MATTER_PATHS as P } from '@/shared/contracts/subject-matter-paths';
import type {
  SubjectMatterImportResult,
  SubjectMatterList,
  SubjectMatterSaveInput,
  SubjectMatterView,
} from '@/shared/contracts/subject-matters';
import { subjectMatterKeys } from './keys';

/**
 * The project's subject matters. `editable` screens (the buyer side) read the managing list; others the
 * read-only call that also lets in signed-up suppliers and the committee. Changes are online calls with
 * an Idempotency-Key of their own: they depend on the project's status, which the server judges.
 */
export function subjectMattersQueryOptions(projectId: string, manage: boolean) {
  return queryOptions({
    queryKey: manage ? subjectMatterKeys.list(projectId) : subjectMatterKeys.read(projectId),
    queryFn: () => api.post<SubjectMatterList>(manage ? P.list : P.read, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}

const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const saveSubjectMatter = (input: SubjectMatterSaveInput) =>
  api.post<SubjectMatterView>(P.save, input, { ...once(), silent: true });

export const deleteSubjectMatters = (projectId: string, ids: string[]) =>
  api.post<{ deleted: number }>(P.remove, { projectId, ids }, once());

export const mergeSubjectMatters = (projectId: string, ids: string[], unitPrice?: string) =>
  api.post<SubjectMatterView>(P.merge, { projectId, ids, ...(unitPrice ? { unitPrice } : {}) }, once());

export const exportSubjectMatters = (projectId: string) =>
  api.post<Blob>(P.exportXlsx, { projectId }, { raw: true });

export const downloadSubjectMatterTemplate = () => api.post<Blob>(P.template, {}, { raw: true });

/** The file's bytes as base64, in chunks (String.fromCharCode takes a limited argument count). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export async function importSubjectMatters(
  projectId: string,
  file: Blob,
): Promise<SubjectMatterImportResult> {
  return api.post<SubjectMatterImportResult>(
    P.importXlsx,
    { projectId, fileBase64: await base64Of(file) },
    once(),
  );
}
