/** Tender projects: the buyer's drafts and their moves (submit, approve, publish, cancel), open tenders. */
export { projectRoutes } from './routes';
export { createProjectService, type ProjectService } from './service';
