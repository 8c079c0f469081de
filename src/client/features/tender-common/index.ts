// What several tender areas share: the roots of their query keys and the device copies' keys (in
// queries.ts, without screens), the supplier's screen frame and list parts, the buyer's list parts and
// reason dialog, deadlines. It imports no tender area (they import it), so no circle runs through it.
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
export { epochOf } from './lib/countdown';
export * from './queries';
