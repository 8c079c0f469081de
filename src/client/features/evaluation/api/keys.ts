import { TENDER_BUYER_KEY, TENDER_EXPERT_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the evaluation area (on the buyer's and the expert's roots). */
export const evaluationKeys = {
  tasks: (userId: string) => [...TENDER_EXPERT_KEY, 'tasks', userId] as const,
  setup: (projectId: string) => [...TENDER_BUYER_KEY, 'evaluation-setup', projectId] as const,
  progress: (projectId: string) => [...TENDER_BUYER_KEY, 'evaluation-progress', projectId] as const,
  drive: (userId: string, projectId: string) => [...TENDER_EXPERT_KEY, 'drive', userId, projectId] as const,
  sheet: (userId: string, projectId: string, step: string) =>
    [...TENDER_EXPERT_KEY, 'sheet', userId, projectId, step] as const,
};

/** The score sheet form: its drafts and outbox entries are keyed by project and step. */
export const SHEET_FORM_ID = 'evaluationSheet';
export const sheetDraftKey = (projectId: string, step: string) => `${SHEET_FORM_ID}:${projectId}:${step}`;
/** The project and step a sheet draft belongs to (the sync centre reopens its screen). */
export function sheetOfDraftKey(key: string): { projectId: string; step: string } | undefined {
  const [form, projectId, step] = key.split(':');
  return form === SHEET_FORM_ID && projectId && step ? { projectId, step } : undefined;
}
