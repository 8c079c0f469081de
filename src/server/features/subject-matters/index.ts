/**
 * Subject matters of a tender project (issue 16; spec 000 section 7.5): list, add, edit, delete, merge,
 * xlsx import and export. Scheme execution creates them from plan lines (projects' createSchemeProject).
 */
export { createFromPlanLines as createSubjectMattersFromPlanLines } from './lines';
export { subjectMatterRoutes } from './routes';
export { createSubjectMatterService } from './service';
