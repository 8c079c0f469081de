/**
 * Questions (issue 17): API paths (under the API prefix), the function codes the routes check and the
 * screens that show them. Zod-free so screens can name them without loading the schemas.
 */
export const QUESTION_PATHS = {
  /** Supplier: ask a question on a project of an approved signup (until the question end time). */
  ask: '/bid-procurement/question/ask',
  /** Supplier: its organisation's questions, and public answers on its projects. */
  mine: '/bid-procurement/question/mine',
  /** Supplier: projects it may ask about now (approved signup, published, question window open). */
  askable: '/bid-procurement/question/askable',
  /** Buyer side: questions on the projects the organisation runs, unanswered first. */
  page: '/bid-procurement/question/page',
  /** Buyer side: answer a question (public or only to the asker); an answer may be corrected. */
  answer: '/bid-procurement/question/answer',
  /** Expert: questions on the projects of the expert's committees (read-only). */
  expertPage: '/bid-procurement/question/expert-page',
  /** One question for whoever may read it (asker, project's buyer side, committee expert). */
  get: '/bid-procurement/question/get',
} as const;

/** Function (menu) codes; the routes above check them. */
export const QUESTION_FUNCTIONS = {
  supplier: 'procurement-procObjectionList',
  buyer: 'procurement-procClarificationQuestionList',
  expert: 'procurement-procClarificationQuestionExpertList',
} as const;

/** Client routes of the questions' screens. */
export const QUESTION_ROUTES = {
  supplierHub: '/procurement/procClarificationQuestionSupplier',
  supplierList: '/procurement/procObjectionList',
  supplierAdd: '/procurement/procObjectionAdd',
  supplierDetail: '/procurement/procObjectionDetail',
  supplierAddFromClarifications: '/procurement/procClarificationAdd',
  buyerHub: '/procurement/procClarificationQuestionReply',
  buyerList: '/procurement/procClarificationQuestionList',
  buyerAnswer: '/procurement/procClarificationQuestionAdd',
  expertList: '/procurement/procClarificationQuestionExpertList',
  /** The clarifications area's release screen, prefilled from ?questionId. */
  release: '/procurement/procClarificationReleaseAdd',
} as const;

/** formId of the question drafts; the sync centre opens them on the ask screen. */
export const QUESTION_FORM_ID = 'tenderQuestion';
/** One draft for the ask form (its project is one of its fields), also the outbox entity of its sends. */
export const QUESTION_DRAFT_KEY = `${QUESTION_FORM_ID}:new`;
