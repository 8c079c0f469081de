/**
 * The published steps of a project, by how their audit entries are keyed. Only these entries appear on
 * the public timeline, and only for a project that was published (status 03 and beyond, published_at
 * set): creation, drafts, approvals and anything before publication stay private.
 */

/** Entity types whose audit entity id is the project's own id, with the actions that are public steps. */
export const PROJECT_STEPS: Readonly<Record<string, readonly string[]>> = {
  // Publication, cancellation, conclusion (projects); the quote end (project clock); the opening record
  // and its failure (opening); a failed evaluation (evaluation-results).
  tenderProject: [
    'publish',
    'cancel',
    'conclude',
    'closeOffers',
    'openOffers',
    'confirmOpening',
    'openingFailed',
    'evaluationFailed',
  ],
  // Amendments of the published rules and notice (project-rules).
  projectRules: ['amend'],
  projectNotice: ['amend'],
  // The signed evaluation report, which starts the result publicity (05 -> 06).
  evaluationReport: ['complete'],
  // The result publicity's period, the winners the buyer confirmed and the goods allotment (results).
  resultPublicity: ['start'],
  resultProject: ['confirmWinners', 'allotGoods'],
};

/** Entity types whose entity is a row of a table carrying the project id, with their public actions. */
export const CHILD_STEPS = [
  // A released clarification (its content stays with the bidders; the timeline shows that and when).
  { entityType: 'tenderClarification', table: 'tender_clarifications', actions: ['release'] },
  // The award and advice notices issued at the conclusion (notices area).
  { entityType: 'resultNotice', table: 'result_notices', actions: ['issue'] },
] as const;
