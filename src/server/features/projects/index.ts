/** Tender projects: the buyer's drafts and their moves (submit, approve, publish, cancel), open tenders. */
export { projectRoutes } from './routes';
export { createProjectService } from './service';
/** Schemes execute into tender projects and projects show the scheme they came from. */
export { createSchemeProject } from './scheme-link';
