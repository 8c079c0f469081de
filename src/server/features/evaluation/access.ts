import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { SetupIssue } from '@/shared/contracts/evaluation-rules';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import { type Db, findProject, isFormalExpert, type ProjectRow, requireOwnProject } from '../tender-common';

const NS = 'evaluation';

export const evaluationError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  extra: { field?: string; rule?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `${NS}:errors.${key}`, ...extra });

/** The first issue of a shared rule check, as the translated 400 the screens show by the field. */
export function refuseIssues(issues: readonly SetupIssue[]): void {
  const [first] = issues;
  if (first) {
    throw evaluationError('VALIDATION_FAILED', first.key, {
      field: first.field,
      rule: first.key,
      ...(first.vars ? { vars: first.vars } : {}),
    });
  }
}

/** Projects whose evaluation set-up may still be edited (before the results are out). */
const CONFIGURABLE: readonly string[] = [
  PURCHASE_STATUS.DRAFT,
  PURCHASE_STATUS.SUBMITTED,
  PURCHASE_STATUS.APPROVED,
  PURCHASE_STATUS.PUBLISHED,
  PURCHASE_STATUS.OPENING,
  PURCHASE_STATUS.EVALUATING,
];
export const configurable = (project: ProjectRow) => CONFIGURABLE.includes(project.status);

/** The buyer side's own project (another organisation's answers as missing). */
export const buyerProject = (db: Db, actor: Actor, projectId: string) =>
  requireOwnProject(db, actor, projectId, { role: `${NS}:errors.buyerOnly` });

/** A project whose committee the expert sits on (another answers as missing, so a probe learns nothing). */
export async function expertProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  if (!isFormalExpert(actor) || !actor.userId)
    throw evaluationError('FORBIDDEN', 'expertOnly', { rule: 'role' });
  const project = await findProject(db, projectId);
  const task = project
    ? await db
        .selectFrom('evaluation_tasks')
        .select('id')
        .where('project_id', '=', project.id)
        .where('expert_user_id', '=', actor.userId)
        .executeTakeFirst()
    : undefined;
  if (!project || !task)
    throw new AppError('NOT_FOUND', { messageKey: 'tender:errors.projectNotFound', field: 'projectId' });
  return project;
}

export function requireEvaluating(project: ProjectRow): void {
  if (project.status !== PURCHASE_STATUS.EVALUATING)
    throw evaluationError('CONFLICT', 'notEvaluating', { field: 'projectId' });
}
