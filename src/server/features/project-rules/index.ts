/**
 * Project rules (issue 16): rules, notice, previews and amendments of a tender project. Other areas
 * read the rules (fees: the document fee and bail), projects check them before publishing, and the
 * documents area records an amendment when a published project's documents change.
 */
import type { ProjectRulesView } from '@/shared/contracts/project-rules';
import type { Db } from '../tender-common';
import { checkPublishable } from './checks';
import { findRules } from './repository';

export { recordAmendment } from './amendment';
export { projectRulesRoutes } from './routes';
export { createProjectRulesService } from './service';

/** The rules and notice of a project, null when no rules were saved yet. No access check: callers own it. */
export function getProjectRules(db: Db, projectId: string): Promise<ProjectRulesView | null> {
  return findRules(db, projectId);
}

/** Publication needs rules and a notice: a translated 409 naming 'rules' or 'notice' otherwise. */
export async function assertPublishable(db: Db, projectId: string): Promise<void> {
  checkPublishable(await findRules(db, projectId));
}
