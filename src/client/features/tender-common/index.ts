// What several tender areas share: the roots of their query keys, the device copies' keys, the
// supplier's screen frame and list parts, the buyer's list parts and reason dialog, deadlines. It
// imports no tender area (they import it), so it can never close a circle between them.
export { keptList, keptPost, recordsOf } from './api/kept-post';
export { LIVE_READ, TENDER_BUYER_KEY, TENDER_EXPERT_KEY, TENDER_SUPPLIER_KEY } from './api/query-roots';
export { CodeBadge, ProjectStatusBadge } from './components/code-badge';
export { DeadlineText } from './components/deadline-text';
export { ListHeader, projectColumn, projectSearchField, statusSearchField } from './components/list-parts';
export { type ListColumn, ListTable } from './components/list-table';
export { PageFrame } from './components/page-frame';
export { ProjectNotices } from './components/project-notices';
export { ReasonDialog } from './components/reason-dialog';
export { ProjectCell, RowAction } from './components/row-cells';
export { TenderFormShell } from './components/tender-form-shell';
export { useInvalidateTenders } from './hooks/use-invalidate-tenders';
export { useTenderForm } from './hooks/use-tender-form';
export { epochOf, timeLeft } from './lib/countdown';
export {
  CACHE_KEYS,
  OFFER_FORM_ID,
  offerDraftKey,
  projectOfDraftKey,
  SIGNUP_FORM_ID,
  signupDraftKey,
} from './lib/tender-keys';
