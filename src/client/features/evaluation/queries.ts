// The evaluation area's reads without its screens (for route loaders).
export { evaluationTasksQueryOptions } from './api/evaluation-tasks';
