// The subject-matters area's reads without its screens (for route loaders).
export { subjectMattersQueryOptions } from './api/subject-matters';
