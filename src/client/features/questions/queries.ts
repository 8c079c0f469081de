// The questions area's reads without its screens (for route loaders).
export {
  buyerQuestionQueryOptions,
  buyerQuestionsQueryOptions,
  firstQuestionPage,
} from './api/buyer-questions';
export {
  askableProjectsQueryOptions,
  myQuestionQueryOptions,
  myQuestionsQueryOptions,
} from './api/supplier-questions';
