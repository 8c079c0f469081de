// The construction projects area (projectMgt): list, form, detail with status moves, linked tenders.
// Reads and keys without screens: queries.ts.
export { ConstructionDetailPage } from './components/construction-detail-page';
export { ConstructionFormPage } from './components/construction-form-page';
export { ConstructionListPage } from './components/construction-list-page';
export { CorrelationPage } from './components/correlation-page';
