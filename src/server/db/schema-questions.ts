/** Table of migration 030 (supplier questions about a project and the buyer side's answers, issue 17). */
export interface TenderQuestionTable {
  id: string;
  project_id: string;
  supplier_depart_id: string;
  asked_by: string;
  title: string;
  /** Cleaned rich text (src/server/lib/rich-text.ts). */
  content_html: string;
  asked_at: string;
  /** QUESTION_STATUS code: '00' open, '01' answered. */
  status: string;
  answer_html: string | null;
  answered_by: string | null;
  answered_at: string | null;
  /** 1: every signed-up supplier reads the answer; 0: the asking organisation only. */
  is_public: number;
  version: number;
}

/** The DB interface of schema.ts extends QuestionTables. */
export interface QuestionTables {
  tender_questions: TenderQuestionTable;
}
