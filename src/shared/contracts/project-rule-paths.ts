/**
 * Project rules, notice, previews and amendments (issue 16; spec 001 section 2.9): API paths, the
 * function codes the routes check and the screens' routes. Zod-free so screens can name them cheaply.
 */
export const PROJECT_RULE_PATHS = {
  /** Buyer side: the rules and notice of an own project (null when none yet). */
  get: '/bid-procurement/project-rules/get',
  /** Buyer side: save the rules (draft 00, or a published 03 project before its quote end: an amendment). */
  save: '/bid-procurement/project-rules/save',
  /** Buyer side: save the notice (title + rich text, cleaned by the server); amendment when published. */
  noticeSave: '/bid-procurement/project-rules/notice-save',
  /** Buyer side: the amendments of an own project, newest first. */
  amendments: '/bid-procurement/project-rules/amendments',
  /** Suppliers: the notice and public rules of a published project. */
  notice: '/bid-procurement/project-rules/notice',
} as const;

/**
 * The rules, notice and preview screens open from the project list's rows and belong to it: they use the
 * project list's grant (procurement-procSourcingManage-list), like procProjectBase-add does.
 */
export const PROJECT_RULE_FUNCTIONS = {
  rules: 'procurement-procSourcingManage-list',
} as const;

export const PROJECT_RULE_ROUTES = {
  rules: '/procurement/procProjectRule-add',
  notice: '/procurement/procurementNotice',
  preview: '/procurement/procProjectPreview',
  leaderPreview: '/procurement/procProjectLeaderPreview',
} as const;
