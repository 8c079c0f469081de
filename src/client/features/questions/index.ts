// The questions area: the supplier asks (offline draft + outbox) and reads its questions and the public
// answers; the buyer side lists and answers them; committee experts read them. Reads: queries.ts.
export { AnswerQuestionPage } from './components/answer-question-page';
export { AskQuestionPage } from './components/ask-question-page';
export { BuyerQuestionsPage } from './components/buyer-questions-page';
export { ExpertQuestionsPage } from './components/expert-questions-page';
export { QuestionDetailPage } from './components/question-detail-page';
export { SupplierQuestionsPage } from './components/supplier-questions-page';
