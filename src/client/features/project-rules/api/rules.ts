import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { PROJECT_RULE_PATHS as P } from '@/shared/contracts/project-rule-paths';
import type {
  ProjectAmendmentView,
  ProjectNoticePublicView,
  ProjectNoticeSave,
  ProjectRulesEditView,
  ProjectRulesSave,
  ProjectRulesSaveResult,
} from '@/shared/contracts/project-rules';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { rulesKeys } from './keys';

export function rulesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: rulesKeys.one(projectId),
    queryFn: () => api.post<ProjectRulesEditView>(P.get, { projectId }),
    staleTime: 0,
  });
}

export function amendmentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: rulesKeys.amendments(projectId),
    queryFn: () => api.post<ProjectAmendmentView[]>(P.amendments, { projectId }),
  });
}

/** The project's documents as the preview lists them (the documents area's list call). */
export function previewDocumentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: rulesKeys.documents(projectId),
    queryFn: () => api.post<TenderDocumentView[]>(TENDER_PATHS.documentList, { projectId }, { silent: true }),
  });
}

/** Suppliers: a published project's notice. */
export function noticeQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: rulesKeys.notice(projectId),
    // Silent: a project without a notice shows the panel's own line, not a toast.
    queryFn: () => api.post<ProjectNoticePublicView>(P.notice, { projectId }, { silent: true }),
    retry: false,
  });
}

/** Silent: field errors land under their field (the weights under the criteria table). */
export function saveRules(input: ProjectRulesSave): Promise<ProjectRulesSaveResult> {
  return api.post<ProjectRulesSaveResult>(P.save, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

export function saveNotice(input: ProjectNoticeSave): Promise<ProjectRulesSaveResult> {
  return api.post<ProjectRulesSaveResult>(P.noticeSave, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

/** The preview's moves: submit (author), approve and return with a reason (leader). */
export function moveProject(input: { id: string; action: 'submit' | 'approve' | 'return'; reason?: string }) {
  return api.post<TenderProjectView>(TENDER_PATHS.projectTransition, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: input.action === 'return',
  });
}
