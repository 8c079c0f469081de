// The evaluation results' reads and keys without screens (for route loaders and the assistant).
export { evaluationResultKeys, type ResultSide } from './api/keys';
export {
  buyerProjectsQueryOptions,
  overviewQueryOptions,
  pendingSignaturesQueryOptions,
  reportQueryOptions,
} from './api/reads';
