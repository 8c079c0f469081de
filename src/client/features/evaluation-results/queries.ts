// The evaluation results' reads and keys without screens (for route loaders and the assistant).
export { overviewQueryOptions } from './api/reads';
