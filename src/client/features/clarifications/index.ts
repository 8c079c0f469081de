// The clarifications area: the buyer releases and lists them, the supplier reads those of its projects.
// Reads: queries.ts.
export { ClarificationListPage } from './components/clarification-list-page';
export { ClarificationReleasePage } from './components/clarification-release-page';
export { SupplierClarificationsPage } from './components/supplier-clarifications-page';
