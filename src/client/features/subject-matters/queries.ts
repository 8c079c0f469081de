// The subject-matters area's reads without its screens (for route loaders).
export { subjectMattersQueryOptions } from './api/subject-matters';
/** The hash that opens a project's screen at its subject matters (the project list's row action). */
export const SUBJECT_MATTERS_ANCHOR = 'subject-matters';
