// The clarifications area: the buyer releases them (rich text, from a publicly answered question too),
// reads them and their receipts and reminds the missing; the supplier reads those of its projects and
// confirms receipt (through the outbox); the committee's experts read them. Reads: queries.ts.
export { ClarificationDetailPage } from './components/clarification-detail-page';
export { ClarificationListPage } from './components/clarification-list-page';
export { ClarificationReceiptsPage } from './components/clarification-receipts-page';
export { ClarificationReleasePage } from './components/clarification-release-page';
export { ExpertClarificationsPage } from './components/expert-clarifications-page';
export { SupplierClarificationDetailPage } from './components/supplier-clarification-detail-page';
export { SupplierClarificationsPage } from './components/supplier-clarifications-page';
