import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { TENDER_MESSAGES, tenderIdField } from '@/shared/contracts/tenders';

/**
 * Contracts of a project's evaluation committee (formal experts free of conflicts, chosen by the
 * project's organisation) and of the experts' evaluation tasks.
 */
export const committeeAssignSchema = z.object({
  projectId: tenderIdField,
  expertUserIds: z
    .array(tenderIdField, { error: TENDER_MESSAGES.expertsRequired })
    .min(1, { error: TENDER_MESSAGES.expertsRequired })
    .max(9),
});

export interface CommitteeExpertView {
  userId: string;
  name: string;
  departName: string | null;
}

/** One expert on a project's committee, with their evaluation task. */
export interface CommitteeMemberView extends CommitteeExpertView {
  taskId: string;
  /** EXPERT_TASK_STATUS code. */
  status: string;
  assignedAt: string;
}

export interface EvaluationTaskView {
  id: string;
  projectId: string;
  projectName: string;
  projectCode: string;
  /** Project status, e.g. 03 published (opening at quote end), 05 evaluating. */
  projectStatus: string;
  quoteEndTime: string;
  status: string;
  assignedAt: string;
}

export const evaluationTaskPageSchema = z.object({ ...pageQueryShape });
